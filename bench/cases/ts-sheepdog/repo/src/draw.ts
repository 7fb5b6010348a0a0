import type { Entry } from "./types.js";

/** A small seeded generator (mulberry32), so that a draw can be repeated. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The running order: a seeded shuffle in which no handler runs two dogs back to back
 * where that can be avoided.
 */
export function runningOrder(entries: Entry[], seed: number): Entry[] {
  const next = random(seed);
  const pool = [...entries];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const order: Entry[] = [];
  while (pool.length > 0) {
    const last = order[order.length - 1];
    let k = pool.findIndex((e) => e.handler !== last?.handler);
    if (k < 0) k = 0;
    order.push(...pool.splice(k, 1));
  }
  return order;
}
