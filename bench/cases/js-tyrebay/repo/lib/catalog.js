'use strict';

const { parseSize, fits } = require('./tyres');

class Catalog {
  constructor(items = []) {
    this.items = new Map();
    for (const item of items) this.add(item);
  }

  add({ code, brand, size, price, stock = 0 }) {
    if (this.items.has(code)) throw new Error(`duplicate stock code ${code}`);
    if (!Number.isInteger(price) || price <= 0) throw new Error(`price of ${code} must be whole pence`);
    this.items.set(code, { code, brand, size: parseSize(size), label: size, price, stock });
  }

  get(code) {
    const item = this.items.get(code);
    if (!item) throw new Error(`no such stock code ${code}`);
    return item;
  }

  // Tyres that fit the wanted size with at least `quantity` on the shelf, cheapest first.
  matches(sizeText, quantity = 1) {
    const wanted = parseSize(sizeText);
    return [...this.items.values()]
      .filter((item) => item.stock >= quantity && fits(wanted, item.size))
      .sort((a, b) => a.price - b.price || a.code.localeCompare(b.code));
  }

  reserve(code, quantity) {
    const item = this.get(code);
    if (item.stock < quantity) throw new Error(`only ${item.stock} of ${code} in stock`);
    item.stock -= quantity;
  }

  release(code, quantity) {
    this.get(code).stock += quantity;
  }
}

module.exports = { Catalog };
