// Rounding helpers shared by the size and fee modules.

/** Rounds `value` up to the next multiple of `step` (a value already on a step stays). */
export function roundUp(value: number, step: number): number {
  if (step <= 0) {
    throw new RangeError(`step must be positive, got ${step}`);
  }
  // Work in thousandths so that 0.1 + 0.2 style noise does not push a value over a step.
  const v = Math.round(value * 1000);
  const s = Math.round(step * 1000);
  return (Math.ceil(v / s) * s) / 1000;
}

/** Keeps `value` inside [lo, hi]. */
export function clamp(value: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, value));
}
