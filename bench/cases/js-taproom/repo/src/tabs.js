'use strict';

const { price } = require('./pricing');

let nextId = 1;

class Tab {
  constructor(name, openedAt = new Date()) {
    this.id = nextId;
    nextId += 1;
    this.name = name;
    this.openedAt = openedAt;
    this.items = [];
    this.closed = false;
  }

  add(beer, measure, at = new Date(), by = null) {
    if (this.closed) {
      throw new Error(`tab ${this.name} is closed`);
    }
    const item = { beer: beer.name, measure, pence: price(beer, measure, at), at, by };
    this.items.push(item);
    return item;
  }

  subtotal() {
    return this.items.reduce((sum, item) => sum + item.pence, 0);
  }

  total(tipPercent = 0) {
    const subtotal = this.subtotal();
    return subtotal + Math.round((subtotal * tipPercent) / 100);
  }

  close() {
    this.closed = true;
    return this.total();
  }
}

// Split an amount in pence into n shares that differ by at most a penny,
// the first shares taking the odd pennies.
function splitEvenly(pence, n) {
  if (!Number.isInteger(n) || n < 1) {
    throw new Error('split needs at least one person');
  }
  const base = Math.floor(pence / n);
  const extra = pence - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

module.exports = { Tab, splitEvenly };
