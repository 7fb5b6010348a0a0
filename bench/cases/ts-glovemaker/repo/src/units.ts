// Lengths in the workshop: tapes are in centimetres, the old size tables in
// inches, the cutting dies in millimetres.

export const MM_PER_CM = 10;
export const CM_PER_INCH = 2.54;
export const MM_PER_INCH = 25.4;

/** Square centimetres in a square foot, the unit hides are sold by. */
export const SQCM_PER_SQFT = 929.0304;

export function cmToInches(cm: number): number {
  return cm / CM_PER_INCH;
}

export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

export function mmToCm(mm: number): number {
  return mm / MM_PER_CM;
}

export function sqftToSqcm(sqft: number): number {
  return sqft * SQCM_PER_SQFT;
}

export function sqcmToSqft(sqcm: number): number {
  return sqcm / SQCM_PER_SQFT;
}

/** Rounds to a number of decimals, halves away from zero. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.sign(value) * Math.round(Math.abs(value) * f + 1e-9) / f;
}
