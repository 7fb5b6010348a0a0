import type { Leather } from "./leather.ts";
import { usableSqft } from "./leather.ts";
import { pairSqft, type Style } from "./pattern.ts";

/** Pieces are nested on the hide with some loss between them. */
export const NESTING_LOSS = 0.12;

export interface CutPlan {
  pairs: number;
  hides: number;
  leftoverSqft: number;
}

/** Whole pairs one hide gives. Both gloves of a pair come from one hide to match grain and shade. */
export function pairsPerHide(l: Leather, style: Style, size: number, hideSqft: number = l.hideSqft): number {
  const usable = usableSqft(l, hideSqft) * (1 - NESTING_LOSS);
  return Math.floor(usable / pairSqft(style, size) + 1e-9);
}

/** Hides needed for a number of pairs, and what is left of the last one. */
export function planCut(l: Leather, style: Style, size: number, pairs: number): CutPlan {
  if (pairs <= 0) return { pairs: 0, hides: 0, leftoverSqft: 0 };
  const perHide = pairsPerHide(l, style, size);
  if (perHide === 0) throw new Error(`a ${l.kind} hide is too small for size ${size} ${style}`);
  const hides = Math.ceil(pairs / perHide);
  const usedSqft = pairs * pairSqft(style, size);
  const leftoverSqft = hides * usableSqft(l) * (1 - NESTING_LOSS) - usedSqft;
  return { pairs, hides, leftoverSqft: Math.round(leftoverSqft * 100) / 100 };
}
