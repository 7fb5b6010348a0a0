import { cmToInches } from "./units.ts";

export const MIN_SIZE = 6;
export const MAX_SIZE = 10;

export type LetterSize = "XS" | "S" | "M" | "L" | "XL";

export class SizeError extends Error {}

/**
 * A glove size is the girth of the hand round the knuckles, in inches,
 * rounded up to the next half inch: a 20.5 cm hand (8.07 in) takes an 8.5.
 */
export function sizeFromGirthCm(girthCm: number): number {
  if (!(girthCm > 0)) throw new SizeError(`bad girth ${girthCm}`);
  const inches = cmToInches(girthCm);
  const size = Math.ceil(inches * 2 - 1e-9) / 2;
  if (size < MIN_SIZE || size > MAX_SIZE) {
    throw new SizeError(`girth ${girthCm} cm is outside sizes ${MIN_SIZE}-${MAX_SIZE}`);
  }
  return size;
}

const LETTERS: Array<[number, LetterSize]> = [
  [6.5, "XS"],
  [7, "S"],
  [8, "M"],
  [9, "L"],
  [10, "XL"],
];

/** The letter size a numeric size is sold under. */
export function letterSize(size: number): LetterSize {
  for (const [upTo, letter] of LETTERS) {
    if (size <= upTo) return letter;
  }
  throw new SizeError(`no letter size for ${size}`);
}

/**
 * How much bigger than the size-7 master pattern a size is cut: each half
 * size adds 3.5% to lengths.
 */
export function patternScale(size: number): number {
  if (size < MIN_SIZE || size > MAX_SIZE || (size * 2) % 1 !== 0) {
    throw new SizeError(`no pattern for size ${size}`);
  }
  return 1 + ((size - 7) * 2) * 0.035;
}
