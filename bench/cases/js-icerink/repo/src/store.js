'use strict';

// A tiny asynchronous key-value store, standing in for the rink's database.
// Every call resolves on a later turn of the event loop, as a real client would.

const later = (value) => new Promise((resolve) => setImmediate(() => resolve(value)));

class Store {
  constructor(initial = {}) {
    this.data = new Map(Object.entries(initial));
  }

  async get(key, fallback = undefined) {
    return later(this.data.has(key) ? this.data.get(key) : fallback);
  }

  async put(key, value) {
    await later();
    this.data.set(key, value);
  }

  async keys(prefix = '') {
    return later([...this.data.keys()].filter((k) => k.startsWith(prefix)));
  }
}

module.exports = { Store };
