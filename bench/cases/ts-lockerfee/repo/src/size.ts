import { roundUp } from "./round";

export type Dims = [number, number, number];
export type SizeClass = "S" | "M" | "L";

export interface Parcel {
  dims: Dims; // centimetres, any order
  kg: number; // real weight
  declared?: number; // declared value in cents, for insurance
}

/** Compartments, smallest first: inner dimensions in cm, sorted longest first. */
export const COMPARTMENTS: ReadonlyArray<{ name: SizeClass; dims: Dims; maxKg: number }> = [
  { name: "S", dims: [38, 32, 8], maxKg: 5 },
  { name: "M", dims: [64, 38, 19], maxKg: 15 },
  { name: "L", dims: [64, 41, 38], maxKg: 25 },
];

export const VOLUMETRIC_DIVISOR = 5000;
export const WEIGHT_STEP_KG = 0.5;

function sorted(dims: Dims): Dims {
  const copy = [...dims].sort((a, b) => b - a);
  return [copy[0], copy[1], copy[2]];
}

/** The smallest compartment the parcel fits in, or null when none does. */
export function sizeClass(parcel: Parcel): SizeClass | null {
  const d = sorted(parcel.dims);
  for (const c of COMPARTMENTS) {
    if (d[0] <= c.dims[0] && d[1] <= c.dims[1] && d[2] <= c.dims[2] && parcel.kg <= c.maxKg) {
      return c.name;
    }
  }
  return null;
}

/** Volumetric weight in kg (cm³ / divisor), not rounded. */
export function volumetricKg(dims: Dims): number {
  return (dims[0] * dims[1] * dims[2]) / VOLUMETRIC_DIVISOR;
}

/** The weight charged for: the larger of real and volumetric, rounded up to the weight step. */
export function chargeableKg(parcel: Parcel): number {
  const kg = Math.max(parcel.kg, volumetricKg(parcel.dims));
  return roundUp(kg, WEIGHT_STEP_KG);
}
