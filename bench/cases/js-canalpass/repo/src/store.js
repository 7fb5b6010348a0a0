'use strict';

// An in-memory stand-in for the booking database: every call is asynchronous, as a real driver's would be,
// and values go in and come out as copies.

const tick = () => new Promise((resolve) => setImmediate(resolve));

class Store {
  constructor() {
    this.tables = new Map();
    this.nextId = 1;
  }

  table(name) {
    if (!this.tables.has(name)) {
      this.tables.set(name, new Map());
    }
    return this.tables.get(name);
  }

  async insert(name, value) {
    await tick();
    const id = this.nextId++;
    this.table(name).set(id, structuredClone({ ...value, id }));
    return id;
  }

  async get(name, id) {
    await tick();
    const value = this.table(name).get(id);
    return value === undefined ? undefined : structuredClone(value);
  }

  async put(name, value) {
    await tick();
    if (!this.table(name).has(value.id)) {
      throw new Error(`${name} ${value.id} not found`);
    }
    this.table(name).set(value.id, structuredClone(value));
  }

  async find(name, predicate) {
    await tick();
    return [...this.table(name).values()].filter(predicate).map((value) => structuredClone(value));
  }
}

module.exports = { Store };
