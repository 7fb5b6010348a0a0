'use strict';

const CATEGORIES = new Set(['construction', 'puzzle', 'pretend', 'outdoor', 'music', 'game', 'baby']);

function makeToy({ id, name, category, minAge = 0, maxAge = 12, pieces = 1, deposit = 0 }) {
  if (!id || !name) throw new Error('a toy needs an id and a name');
  if (!CATEGORIES.has(category)) throw new Error(`unknown category: ${category}`);
  if (minAge > maxAge) throw new Error(`${id}: minimum age above maximum`);
  if (!Number.isInteger(pieces) || pieces < 1) throw new Error(`${id}: bad piece count`);
  return { id, name, category, minAge, maxAge, pieces, deposit, retired: false };
}

class Catalogue {
  constructor(toys = []) {
    this.toys = new Map();
    for (const toy of toys) this.add(toy);
  }

  add(fields) {
    const toy = makeToy(fields);
    if (this.toys.has(toy.id)) throw new Error(`duplicate toy id: ${toy.id}`);
    this.toys.set(toy.id, toy);
    return toy;
  }

  get(id) {
    const toy = this.toys.get(id);
    if (!toy) throw new Error(`no toy ${id}`);
    return toy;
  }

  retire(id) {
    this.get(id).retired = true;
  }

  suitableFor(ageYears, { category } = {}) {
    return [...this.toys.values()]
      .filter((t) => !t.retired)
      .filter((t) => ageYears >= t.minAge && ageYears <= t.maxAge)
      .filter((t) => !category || t.category === category)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  byCategory() {
    const counts = {};
    for (const t of this.toys.values()) {
      if (!t.retired) counts[t.category] = (counts[t.category] || 0) + 1;
    }
    return counts;
  }
}

module.exports = { Catalogue, makeToy, CATEGORIES };
