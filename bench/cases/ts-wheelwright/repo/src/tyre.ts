// Iron tyres: the bar is cut, bent and welded into a hoop a little smaller than the wheel, then
// heated and dropped on so that it shrinks tight and draws the joints together.

import { WheelSpec } from "./wheel.js";

/** How much smaller the tyre is made than the wheel, measured round the tread. */
export const DEFAULT_SHRINK_MM = 10;

/** Mild steel, kg per cubic metre. */
export const STEEL_DENSITY = 7850;

/**
 * Length of bar to cut for a tyre. Bending stretches the outside of the bar and squeezes the
 * inside, so the length that matters is round the middle of the bar's thickness: the tyre's
 * inside diameter plus one thickness. The shrink is taken off that.
 */
export function barLength(spec: WheelSpec, shrinkMm = DEFAULT_SHRINK_MM): number {
  return Math.PI * (spec.diameterMm + spec.tyre.thicknessMm) - shrinkMm;
}

/** Weight of a length of tyre bar. */
export function barWeightKg(spec: WheelSpec, lengthMm: number): number {
  const m3 = (spec.tyre.widthMm / 1000) * (spec.tyre.thicknessMm / 1000) * (lengthMm / 1000);
  return m3 * STEEL_DENSITY;
}

/** Bar for a set of tyres, with an offcut allowance for each weld. */
export function barForSet(spec: WheelSpec, count: number, weldAllowanceMm = 25): { lengthMm: number; weightKg: number } {
  const each = barLength(spec) + weldAllowanceMm;
  const lengthMm = each * count;
  return { lengthMm, weightKg: barWeightKg(spec, lengthMm) };
}
