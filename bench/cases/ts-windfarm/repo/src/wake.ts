import type { Turbine, WakeSector } from "./turbines.ts";

function normalise(deg: number): number {
  const d = deg % 360;
  return d < 0 ? d + 360 : d;
}

/** Whether a direction falls in a sector; sectors may wrap through north (350 to 20). */
export function inSector(directionDeg: number, sector: WakeSector): boolean {
  const d = normalise(directionDeg);
  const from = normalise(sector.fromDeg);
  const to = normalise(sector.toDeg);
  if (from <= to) {
    return d >= from && d < to;
  }
  return d >= from || d < to;
}

/** Share of its free-stream power a turbine keeps with the wind from a direction. */
export function wakeFactor(turbine: Turbine, directionDeg: number): number {
  let factor = 1;
  for (const sector of turbine.wakes) {
    if (inSector(directionDeg, sector)) {
      factor *= 1 - sector.loss;
    }
  }
  return factor;
}
