import type { Placed } from "./types.js";

/** At least one prize for every four starters, never more than the schedule offers. */
export function placesAwarded(starters: number, offered: number): number {
  return Math.min(offered, Math.ceil(starters / 4));
}

/**
 * Prize for each place awarded, in pence: the schedule's share of the fund,
 * rounded down to the penny. Money for places not awarded stays with the show.
 */
export function prizeTable(fund: number, shares: number[], places: number): number[] {
  return shares.slice(0, places).map((share) => Math.floor((fund * share) / 100));
}

/**
 * Prize money for each placed entry. Riders placed equal share the prizes of
 * the places they fill between them; odd pence go to the first of them in the
 * list. Places past the end of the table win nothing.
 */
export function distribute(placed: Placed[], prizes: number[]): Map<number, number> {
  const won = new Map<number, number>();
  let i = 0;
  while (i < placed.length) {
    const place = placed[i].place;
    if (place === null) {
      i++;
      continue;
    }
    let j = i;
    while (j < placed.length && placed[j].place === place) {
      j++;
    }
    const group = placed.slice(i, j);
    const pool = prizes.slice(place - 1, place - 1 + group.length).reduce((sum, p) => sum + p, 0);
    const each = Math.floor(pool / group.length);
    let odd = pool - each * group.length;
    for (const row of group) {
      won.set(row.entry, each + (odd > 0 ? 1 : 0));
      odd--;
    }
    i = j;
  }
  return won;
}
