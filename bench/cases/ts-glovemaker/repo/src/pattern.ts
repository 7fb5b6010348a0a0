import { patternScale } from "./sizing.ts";
import { sqcmToSqft } from "./units.ts";

export type Style = "driving" | "dress" | "gauntlet" | "work";

export interface Piece {
  name: string;
  /** Area of one piece at size 7, square centimetres. */
  areaSqcm: number;
  /** Pieces of this kind in one glove. */
  perGlove: number;
}

const TRANK = { name: "trank", perGlove: 1 };
const THUMB = { name: "thumb", areaSqcm: 42, perGlove: 1 };
const FOURCHETTE = { name: "fourchette", areaSqcm: 11, perGlove: 6 };
const QUIRK = { name: "quirk", areaSqcm: 2.5, perGlove: 6 };

export const STYLES: Record<Style, Piece[]> = {
  driving: [{ ...TRANK, areaSqcm: 310 }, THUMB, FOURCHETTE],
  dress: [{ ...TRANK, areaSqcm: 360 }, THUMB, FOURCHETTE, QUIRK],
  gauntlet: [{ ...TRANK, areaSqcm: 520 }, THUMB, FOURCHETTE, QUIRK, { name: "cuff", areaSqcm: 140, perGlove: 1 }],
  work: [{ ...TRANK, areaSqcm: 400 }, { ...THUMB, areaSqcm: 48 }, { ...FOURCHETTE, areaSqcm: 13 }],
};

export function pieces(style: Style): Piece[] {
  const p = STYLES[style];
  if (!p) throw new Error(`unknown style ${style}`);
  return p;
}

/** Leather area of one glove at a size, square centimetres (areas scale with the square of lengths). */
export function gloveAreaSqcm(style: Style, size: number): number {
  const scale = patternScale(size);
  return pieces(style).reduce((sum, p) => sum + p.areaSqcm * p.perGlove, 0) * scale * scale;
}

/** Leather area of a pair, square feet. */
export function pairSqft(style: Style, size: number): number {
  return sqcmToSqft(2 * gloveAreaSqcm(style, size));
}

export function pieceCount(style: Style): number {
  return pieces(style).reduce((n, p) => n + p.perGlove, 0);
}
