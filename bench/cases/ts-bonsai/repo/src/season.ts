import { monthOf } from "./dates.ts";
import type { Species } from "./species.ts";

export type Hemisphere = "north" | "south";

// Dormant months in the northern hemisphere; the southern one is six months on.
const DORMANT_MONTHS: Record<Species["family"], number[]> = {
  deciduous: [11, 12, 1, 2],
  conifer: [12, 1, 2],
  tropical: [],
};

export function isDormant(date: Date, species: Species, hemisphere: Hemisphere): boolean {
  let month = monthOf(date);
  if (hemisphere === "south") {
    month = ((month + 5) % 12) + 1;
  }
  return DORMANT_MONTHS[species.family].includes(month);
}

/** Early spring, when the buds swell: the time to repot. */
export function isRepottingWindow(date: Date, hemisphere: Hemisphere): boolean {
  const month = monthOf(date);
  return hemisphere === "north" ? month === 3 || month === 4 : month === 9 || month === 10;
}
