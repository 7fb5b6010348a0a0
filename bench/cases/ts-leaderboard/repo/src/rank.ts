import type { Entry, Ranked } from "./types";

/** Highest score first; equal scores by earlier submission. */
export function byScore(a: Entry, b: Entry): number {
  return b.score - a.score || a.at - b.at;
}

/** Standard competition ranking: equal scores share a place and the next place is skipped. */
export function rank(entries: readonly Entry[]): Ranked[] {
  const sorted = [...entries].sort(byScore);
  const ranked: Ranked[] = [];
  sorted.forEach((entry, i) => {
    const previous = ranked[i - 1];
    const place = previous && previous.score === entry.score ? previous.place : i + 1;
    ranked.push({ ...entry, place });
  });
  return ranked;
}
