import type { Entry } from "./entries.js";

// The hall has display bays of pipe-and-drape. Quilts hang side by side with
// a gap between them and at each end of a bay.

export interface Bay {
  name: string;
  lengthCm: number;
  /** Height of the top rail; a longer quilt must be folded or turned up. */
  railCm: number;
}

export const GAP_CM = 30;

export interface Placement {
  entry: number;
  bay: string;
  /** Distance of the quilt's left edge from the left end of the bay. */
  offsetCm: number;
  tooLong: boolean;
}

/**
 * Hang the quilts in category order, then entry number, filling each bay in
 * turn. A quilt that does not fit in the rest of a bay starts the next one.
 */
export function hangingPlan(entries: Entry[], bays: Bay[]): Placement[] {
  const order = [...entries].sort((a, b) => a.category.localeCompare(b.category) || a.number - b.number);
  const placements: Placement[] = [];
  let bayIndex = 0;
  let used = GAP_CM;
  for (const entry of order) {
    if (bays.every((b) => entry.widthCm + 2 * GAP_CM > b.lengthCm)) {
      throw new Error(`entry ${entry.number} is ${entry.widthCm} cm wide and fits no bay`);
    }
    while (bayIndex < bays.length && used + entry.widthCm + GAP_CM > bays[bayIndex].lengthCm) {
      bayIndex += 1;
      used = GAP_CM;
    }
    if (bayIndex === bays.length) throw new Error(`no room left for entry ${entry.number}`);
    const bay = bays[bayIndex];
    placements.push({ entry: entry.number, bay: bay.name, offsetCm: used, tooLong: entry.heightCm > bay.railCm });
    used += entry.widthCm + GAP_CM;
  }
  return placements;
}

/** Metres of bay used per bay name, for the hall plan. */
export function bayUsage(placements: Placement[], entries: Entry[]): Map<string, number> {
  const width = new Map(entries.map((e) => [e.number, e.widthCm]));
  const usage = new Map<string, number>();
  for (const p of placements) {
    const end = p.offsetCm + (width.get(p.entry) ?? 0) + GAP_CM;
    usage.set(p.bay, Math.max(usage.get(p.bay) ?? 0, end / 100));
  }
  return usage;
}
