// An in-memory card store with the async API a database-backed store has.

const tick = () => new Promise((resolve) => setImmediate(resolve));

export class MemoryStore {
  #cards = new Map();

  async get(code) {
    await tick();
    const card = this.#cards.get(code);
    return card ? { ...card } : undefined;
  }

  async put(card) {
    await tick();
    this.#cards.set(card.code, { ...card });
  }

  async codes() {
    await tick();
    return [...this.#cards.keys()].sort();
  }
}
