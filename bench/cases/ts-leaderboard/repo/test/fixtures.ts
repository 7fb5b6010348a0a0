import type { Entry } from "../src";

let clock = Date.UTC(2027, 2, 1, 18, 0);

export function entry(player: string, score: number): Entry {
  clock += 60_000;
  return { player, score, at: clock };
}

/** One evening's entries, in the order they were submitted. */
export function evening(): Entry[] {
  return [entry("ana", 42), entry("ben", 37), entry("cleo", 42), entry("dev", 29), entry("eli", 37)];
}
