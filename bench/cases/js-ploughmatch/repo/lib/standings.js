'use strict';

const { groupBy, sumBy, maxBy } = require('./collate');
const { MARK_FIELDS } = require('./marks');

/** The entry with its total of the four marks. */
function withTotal(entry) {
  return { ...entry, total: sumBy(MARK_FIELDS, (field) => entry[field]) };
}

/**
 * Standings per class: a Map of class -> entries with totals, best first, each with its place.
 * Equal totals share a place (1, 2, 2, 4).
 */
function standings(entries) {
  const byClass = groupBy(entries.map(withTotal), (entry) => entry.class);
  const result = new Map();
  for (const [klass, classEntries] of byClass) {
    const ordered = [...classEntries].sort((a, b) => b.total - a.total);
    let place = 0;
    result.set(
      klass,
      ordered.map((entry, i) => {
        if (i === 0 || entry.total !== ordered[i - 1].total) place = i + 1;
        return { ...entry, place };
      }),
    );
  }
  return result;
}

/** The best total of the match, any class; undefined for no entries. */
function champion(entries) {
  return maxBy(entries.map(withTotal), (entry) => entry.total);
}

module.exports = { standings, champion, withTotal };
