'use strict';

const { createContext } = require('./context');

// A Harris matrix: contexts and the relations "A is above B" between them
// (a fill is above its cut, a layer that seals a pit is above the pit's fill).

class Matrix {
  constructor() {
    this.contexts = new Map();
    this.aboveOf = new Map(); // id -> Set of ids directly above it
    this.belowOf = new Map(); // id -> Set of ids directly below it
  }

  addContext(id, type, description) {
    if (this.contexts.has(id)) {
      throw new Error(`context ${id} recorded twice`);
    }
    this.contexts.set(id, createContext(id, type, description));
    this.aboveOf.set(id, new Set());
    this.belowOf.set(id, new Set());
    return this;
  }

  get(id) {
    const c = this.contexts.get(id);
    if (!c) throw new Error(`no context ${id}`);
    return c;
  }

  addRelation(upper, lower) {
    this.get(upper);
    this.get(lower);
    if (upper === lower) {
      throw new Error(`context ${upper} cannot be above itself`);
    }
    if (this.isAbove(lower, upper)) {
      throw new Error(`${upper} above ${lower} contradicts the sequence: ${lower} is already above ${upper}`);
    }
    this.belowOf.get(upper).add(lower);
    this.aboveOf.get(lower).add(upper);
    return this;
  }

  above(id) {
    this.get(id);
    return [...this.aboveOf.get(id)].sort((a, b) => a - b);
  }

  below(id) {
    this.get(id);
    return [...this.belowOf.get(id)].sort((a, b) => a - b);
  }

  // is `upper` above `lower`, directly or through other contexts?
  isAbove(upper, lower) {
    const seen = new Set();
    const stack = [upper];
    while (stack.length) {
      const id = stack.pop();
      for (const next of this.belowOf.get(id)) {
        if (next === lower) return true;
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  }

  // relations implied by others (A above B above C makes "A above C" redundant)
  redundantRelations() {
    const redundant = [];
    for (const [upper, lowers] of this.belowOf) {
      for (const lower of lowers) {
        const viaOther = [...lowers].some((mid) => mid !== lower && this.isAbove(mid, lower));
        if (viaOther) redundant.push([upper, lower]);
      }
    }
    return redundant.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  }

  // contexts from the latest (top) to the earliest, ties by number
  sequence() {
    const pending = new Map([...this.aboveOf].map(([id, ups]) => [id, ups.size]));
    const order = [];
    let ready = [...pending].filter(([, n]) => n === 0).map(([id]) => id);
    while (ready.length) {
      ready.sort((a, b) => a - b);
      const id = ready.shift();
      order.push(id);
      for (const lower of this.belowOf.get(id)) {
        const left = pending.get(lower) - 1;
        pending.set(lower, left);
        if (left === 0) ready.push(lower);
      }
    }
    return order;
  }
}

module.exports = { Matrix };
