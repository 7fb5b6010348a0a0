// Depth and pressure conversions.

export type Water = "salt" | "fresh";

export const SURFACE_BAR = 1.01325;
export const FEET_PER_METRE = 3.28084;
export const PSI_PER_BAR = 14.5038;

/** Metres of water that add one bar of pressure. */
export function metresPerBar(water: Water = "salt"): number {
  return water === "salt" ? 10.0 : 10.3;
}

export function metresToFeet(m: number): number {
  return m * FEET_PER_METRE;
}

export function feetToMetres(ft: number): number {
  return ft / FEET_PER_METRE;
}

export function barToPsi(bar: number): number {
  return bar * PSI_PER_BAR;
}

export function psiToBar(psi: number): number {
  return psi / PSI_PER_BAR;
}

/** Absolute pressure in bar at a depth in metres. */
export function ambientPressure(depthM: number, water: Water = "salt"): number {
  if (depthM < 0) throw new RangeError(`negative depth ${depthM}`);
  return SURFACE_BAR + depthM / metresPerBar(water);
}

/** Depth in metres at which the absolute pressure is `bar`. */
export function depthForPressure(bar: number, water: Water = "salt"): number {
  if (bar < SURFACE_BAR) throw new RangeError(`pressure ${bar} below the surface`);
  return (bar - SURFACE_BAR) * metresPerBar(water);
}

/** Round to a number of decimals, half away from zero. */
export function round(value: number, decimals = 1): number {
  const f = 10 ** decimals;
  return Math.sign(value) * Math.round(Math.abs(value) * f) / f;
}
