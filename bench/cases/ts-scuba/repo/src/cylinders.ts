// Cylinders and gas consumption.
import { ambientPressure, Water } from "./units.js";

export interface Cylinder {
  label: string;
  /** Internal (water) volume in litres. */
  litres: number;
  /** Working pressure in bar. */
  workingBar: number;
}

export const CYLINDERS: Record<string, Cylinder> = {
  "10L": { label: "10 L steel", litres: 10, workingBar: 232 },
  "12L": { label: "12 L steel", litres: 12, workingBar: 232 },
  "15L": { label: "15 L steel", litres: 15, workingBar: 232 },
  AL80: { label: "AL80", litres: 11.1, workingBar: 207 },
};

export function cylinder(code: string): Cylinder {
  const c = CYLINDERS[code];
  if (!c) throw new Error(`unknown cylinder ${code}`);
  return c;
}

/** Free gas (surface litres) held at a given pressure. */
export function freeGas(cyl: Cylinder, bar: number): number {
  return cyl.litres * bar;
}

/** Surface air consumption in litres per minute from a logged dive segment. */
export function sacRate(
  cyl: Cylinder,
  usedBar: number,
  minutes: number,
  avgDepthM: number,
  water: Water = "salt",
): number {
  if (minutes <= 0) throw new RangeError("minutes must be positive");
  return (cyl.litres * usedBar) / minutes / ambientPressure(avgDepthM, water);
}

/** Litres of free gas needed for `minutes` at `depthM` at a SAC rate. */
export function gasAtDepth(sacLpm: number, minutes: number, depthM: number, water: Water = "salt"): number {
  return sacLpm * minutes * ambientPressure(depthM, water);
}

/** Bar of cylinder pressure used by `litres` of free gas. */
export function barFor(cyl: Cylinder, litres: number): number {
  return litres / cyl.litres;
}

/** Rule of thirds: a third out, a third back, a third in reserve. Turn pressure in whole bar. */
export function turnPressure(startBar: number): number {
  const usable = Math.floor((startBar * 2) / 3 / 2);
  return startBar - usable;
}

/** Minimum gas (bar) for two divers to ascend from depth sharing one cylinder. */
export function minimumGas(
  cyl: Cylinder,
  depthM: number,
  ascentMinutes: number,
  stressedSac = 30,
  water: Water = "salt",
): number {
  const avgDepth = depthM / 2;
  const litres = 2 * stressedSac * (ascentMinutes + 1) * ambientPressure(avgDepth, water);
  return Math.ceil(barFor(cyl, litres) / 10) * 10;
}
