import type { ClassSpec, Entry } from "./types.js";

/** Reasons an entry may not start in a class; empty when it may. */
export function ineligible(entry: Entry, spec: ClassSpec): string[] {
  const reasons: string[] = [];
  const age = spec.year - entry.horse.foaled;
  if (age < spec.minHorseAge) {
    reasons.push(`${entry.horse.name} is ${age}, the class is for ${spec.minHorseAge} and over`);
  }
  if (spec.maxHeightCm !== undefined && entry.horse.heightCm > spec.maxHeightCm) {
    reasons.push(`${entry.horse.name} stands ${entry.horse.heightCm} cm, over ${spec.maxHeightCm} cm`);
  }
  if (entry.rider.grade < spec.minRiderGrade) {
    reasons.push(`${entry.rider.name} is grade ${entry.rider.grade}, below ${spec.minRiderGrade}`);
  }
  if (spec.juniorsOnly && !entry.rider.junior) {
    reasons.push(`${entry.rider.name} is not a junior`);
  }
  return reasons;
}

/** Fees due for a rider's entries, in pence. */
export function feesDue(entries: Entry[], spec: ClassSpec): Map<string, number> {
  const due = new Map<string, number>();
  for (const entry of entries) {
    const fee = spec.entryFee + (entry.late ? spec.lateFee : 0);
    due.set(entry.rider.licence, (due.get(entry.rider.licence) ?? 0) + fee);
  }
  return due;
}

/** Small deterministic generator so a draw can be repeated from its seed. */
export function mulberry32(seed: number): () => number {
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
 * The draw for the order of going: a seeded shuffle, then the order is taken
 * from it so that at least `gap` others go between two horses of one rider.
 * A rider with horses still to place goes early enough to fit them in.
 */
export function orderOfGoing(entries: Entry[], seed: number, gap = 3): Entry[] {
  const drawn = [...entries];
  const next = mulberry32(seed);
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [drawn[i], drawn[j]] = [drawn[j], drawn[i]];
  }

  const order: Entry[] = [];
  while (drawn.length > 0) {
    const recent = order.slice(-gap).map((entry) => entry.rider.licence);
    const free = (entry: Entry) => !recent.includes(entry.rider.licence);
    const left = (entry: Entry) => drawn.filter((other) => other.rider.licence === entry.rider.licence).length;

    let k = drawn.findIndex((entry) => free(entry) && left(entry) > 1 && (left(entry) - 1) * (gap + 1) + 1 >= drawn.length);
    if (k === -1) {
      k = drawn.findIndex(free);
    }
    if (k === -1) {
      k = 0;
    }
    order.push(...drawn.splice(k, 1));
  }
  return order;
}
