import { rank } from "./rank";
import type { Entry, Ranked } from "./types";

export interface Summary {
  count: number;
  leaders: Ranked[];
  latest: Entry | undefined;
}

/** The first `top` places (ties at the cut included), the most recent entry and how many there are. */
export function summarise(entries: Entry[], top = 3): Summary {
  const ranked = rank(entries);
  const cut = ranked[top - 1]?.place ?? Infinity;
  return {
    count: entries.length,
    leaders: ranked.filter((r) => r.place <= cut),
    latest: entries[entries.length - 1],
  };
}
