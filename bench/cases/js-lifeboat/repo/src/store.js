const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The station's records, behind the same async interface as the county database it stands in for.
 * `latencyMs` delays every call, to keep callers honest about awaiting.
 */
export class MemoryStore {
  constructor({ latencyMs = 1 } = {}) {
    this.latencyMs = latencyMs;
    this.tables = new Map();
  }

  #table(name) {
    if (!this.tables.has(name)) {
      this.tables.set(name, new Map());
    }
    return this.tables.get(name);
  }

  async put(table, key, value) {
    await wait(this.latencyMs);
    this.#table(table).set(key, structuredClone(value));
  }

  async get(table, key) {
    await wait(this.latencyMs);
    const value = this.#table(table).get(key);
    return value === undefined ? undefined : structuredClone(value);
  }

  async list(table) {
    await wait(this.latencyMs);
    return [...this.#table(table).values()].map((value) => structuredClone(value));
  }
}
