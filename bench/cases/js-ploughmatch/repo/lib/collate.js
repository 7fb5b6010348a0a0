'use strict';

// Small collection helpers shared by the marks, standings and report modules.

/** Group items into a Map of key -> items, keys in order of first appearance. */
function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) {
    const key = keyOf(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return groups;
}

/** The sum of valueOf over items (0 for none). */
function sumBy(items, valueOf) {
  let total = 0;
  for (const item of items) total += valueOf(item);
  return total;
}

/** The item with the largest valueOf; the first one on a tie; undefined for no items. */
function maxBy(items, valueOf) {
  let best;
  let bestValue = -Infinity;
  for (const item of items) {
    const value = valueOf(item);
    if (value > bestValue) {
      best = item;
      bestValue = value;
    }
  }
  return best;
}

module.exports = { groupBy, sumBy, maxBy };
