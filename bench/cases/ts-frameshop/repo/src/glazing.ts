import { areaM2, type Size } from "./units";

export type Glass = "none" | "float" | "nonreflective" | "uv" | "acrylic";

export const GLASS_PENCE_PER_M2: Record<Glass, number> = {
  none: 0,
  float: 2800,
  nonreflective: 5600,
  uv: 7900,
  acrylic: 4200,
};

/** Small pieces are still charged as this much glass. */
export const MIN_GLASS_M2 = 0.06;

export function glassPrice(glass: Glass, size: Size): number {
  if (glass === "none") return 0;
  const area = Math.max(areaM2(size), MIN_GLASS_M2);
  return Math.round(area * GLASS_PENCE_PER_M2[glass]);
}

/** Acrylic goes in anything; glass over 1.2 m on a side has to be acrylic. */
export function checkGlazing(glass: Glass, size: Size): void {
  if ((glass === "float" || glass === "nonreflective" || glass === "uv") && Math.max(size.w, size.h) > 1200) {
    throw new Error(`${glass} glass cannot be used over 1200 mm, use acrylic`);
  }
}
