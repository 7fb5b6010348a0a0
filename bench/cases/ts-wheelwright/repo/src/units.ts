// Length units. The shop works in millimetres; customers and old drawings speak feet and inches.

export const MM_PER_INCH = 25.4;
export const INCHES_PER_FOOT = 12;

export function inchesToMm(inches: number): number {
  return inches * MM_PER_INCH;
}

export function mmToInches(mm: number): number {
  return mm / MM_PER_INCH;
}

export function feetInchesToMm(feet: number, inches = 0): number {
  return inchesToMm(feet * INCHES_PER_FOOT + inches);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Writes a length in feet and inches to the nearest 1/denominator of an inch, as the shop's
 * rule reads: 1372 mm is `4' 6"`, 1000 mm is `3' 3 3/8"`. Lengths under a foot have no feet part.
 */
export function formatFeetInches(mm: number, denominator = 8): string {
  if (mm < 0) {
    return "-" + formatFeetInches(-mm, denominator);
  }
  const totalParts = Math.round(mmToInches(mm) * denominator);
  const partsPerFoot = INCHES_PER_FOOT * denominator;
  const feet = Math.floor(totalParts / partsPerFoot);
  const restParts = totalParts - feet * partsPerFoot;
  const inches = Math.floor(restParts / denominator);
  let num = restParts - inches * denominator;
  let den = denominator;
  if (num > 0) {
    const g = gcd(num, den);
    num /= g;
    den /= g;
  }
  if (feet === 0 && inches === 0 && num > 0) {
    return `${num}/${den}"`;
  }
  const inchPart = num > 0 ? `${inches} ${num}/${den}"` : `${inches}"`;
  return feet > 0 ? `${feet}' ${inchPart}` : inchPart;
}

/** Rounds to the given number of decimal places, for display and for money. */
export function round(value: number, places = 0): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
