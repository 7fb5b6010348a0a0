import { round } from './units.js';

// Rough pH correction: millilitres of pH-down (or pH-up) per litre per 0.1 of
// pH, as printed on the bottles of the house brand.
export const ML_PER_LITRE_PER_TENTH = { down: 0.012, up: 0.015 };

export const TARGET_RANGE = [5.6, 6.2];

export function phCorrection(reservoir, measuredPh, [low, high] = TARGET_RANGE) {
  if (measuredPh >= low && measuredPh <= high) return null;
  const direction = measuredPh > high ? 'down' : 'up';
  const target = direction === 'down' ? high : low;
  const tenths = Math.abs(measuredPh - target) * 10;
  const ml = tenths * ML_PER_LITRE_PER_TENTH[direction] * reservoir.volume;
  return { direction, ml: round(ml, 1) };
}
