'use strict';

class Stock {
  constructor(counts = {}) {
    this.counts = { ...counts };
  }

  has(item) {
    return this.counts[item] || 0;
  }

  // Take a parcel's lines out of stock; what could not be met is returned as shortfall lines.
  take(lines) {
    const short = [];
    for (const { item, qty } of lines) {
      const available = this.has(item);
      const taken = Math.min(available, qty);
      this.counts[item] = available - taken;
      if (taken < qty) short.push({ item, qty: qty - taken });
    }
    return short;
  }
}

// Add up lines of the same item, in the order each item first appears.
function totals(lines) {
  const sums = new Map();
  for (const { item, qty } of lines) sums.set(item, (sums.get(item) || 0) + qty);
  return [...sums].map(([item, qty]) => ({ item, qty }));
}

module.exports = { Stock, totals };
