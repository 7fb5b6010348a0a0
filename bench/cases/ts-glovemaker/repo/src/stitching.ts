import { patternScale } from "./sizing.ts";
import type { Style } from "./pattern.ts";

export type Seam = "pique" | "prixseam" | "inseam" | "outseam";

/** Stitches per centimetre of each seam. */
export const STITCH_DENSITY: Record<Seam, number> = {
  pique: 4,
  prixseam: 3.5,
  inseam: 3,
  outseam: 2.5,
};

/** Seconds a stitch takes on the machine, by seam (pique is the slowest to guide). */
export const SECONDS_PER_STITCH: Record<Seam, number> = {
  pique: 0.9,
  prixseam: 0.8,
  inseam: 0.5,
  outseam: 0.6,
};

/** Seam length of one size-7 glove, centimetres, by style and seam. */
export const SEAMS: Record<Style, Partial<Record<Seam, number>>> = {
  driving: { pique: 96, outseam: 18 },
  dress: { pique: 104, inseam: 22 },
  gauntlet: { prixseam: 110, inseam: 40 },
  work: { outseam: 120 },
};

/** Minutes per glove spent on setting up, trimming threads and turning. */
export const HANDLING_MINUTES = 6;

export function stitchCount(seam: Seam, lengthCm: number): number {
  return Math.round(lengthCm * STITCH_DENSITY[seam]);
}

/** Stitches in one glove of a style at a size. */
export function gloveStitches(style: Style, size: number): number {
  const scale = patternScale(size);
  let total = 0;
  for (const [seam, cm] of Object.entries(SEAMS[style]) as Array<[Seam, number]>) {
    total += stitchCount(seam, cm * scale);
  }
  return total;
}

/** Sewing minutes for one glove: the stitches plus handling. */
export function gloveMinutes(style: Style, size: number): number {
  const scale = patternScale(size);
  let seconds = 0;
  for (const [seam, cm] of Object.entries(SEAMS[style]) as Array<[Seam, number]>) {
    seconds += stitchCount(seam, cm * scale) * SECONDS_PER_STITCH[seam];
  }
  return seconds / 60 + HANDLING_MINUTES;
}

/** Sewing minutes for a number of pairs, rounded up to whole minutes. */
export function pairsMinutes(style: Style, size: number, pairs: number): number {
  return Math.ceil(2 * pairs * gloveMinutes(style, size));
}
