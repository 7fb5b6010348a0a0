import type { Crate } from "./types.js";

/** Tare of the plastic field crate, subtracted from the bin scale's reading. */
export const CRATE_TARE_GRAMS = 1850;

export function netGrams(crate: Crate): number {
  return Math.max(0, crate.grossGrams - CRATE_TARE_GRAMS);
}

export function totalNetGrams(crates: readonly Crate[]): number {
  return crates.reduce((sum, crate) => sum + netGrams(crate), 0);
}

export function byPicker(crates: readonly Crate[]): Map<string, Crate[]> {
  const groups = new Map<string, Crate[]>();
  for (const crate of crates) {
    const list = groups.get(crate.picker) ?? [];
    list.push(crate);
    groups.set(crate.picker, list);
  }
  return groups;
}

export function byRow(crates: readonly Crate[]): Map<number, Crate[]> {
  const groups = new Map<number, Crate[]>();
  for (const crate of crates) {
    const list = groups.get(crate.row) ?? [];
    list.push(crate);
    groups.set(crate.row, list);
  }
  return new Map([...groups].sort(([a], [b]) => a - b));
}

/** A crate is suspect when it weighs less than the empty crate plus a few apples, or more than a full one. */
export function isSuspect(crate: Crate): boolean {
  const net = netGrams(crate);
  return net < 2000 || net > 22000;
}
