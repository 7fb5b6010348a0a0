import type { Leaf, Surface } from './types';
import { leafAreaMm2 } from './leaf';

/** Extra leaf a shape takes for overlaps, skewings and pressing into the hollows. */
export function overlapFactor(surface: Surface): number {
  switch (surface.shape) {
    case 'flat':
      return 1.1;
    case 'moulding':
      return 1.35;
    case 'carved':
      return 1.8;
  }
}

export function surfaceAreaMm2(surface: Surface): number {
  return surface.widthMm * surface.heightMm;
}

/** Whole leaves needed to gild one surface. */
export function leavesFor(surface: Surface, leaf: Leaf): number {
  return Math.ceil((surfaceAreaMm2(surface) * overlapFactor(surface)) / leafAreaMm2(leaf));
}

/** Books to buy for a number of leaves (loose leaves are not sold). */
export function booksFor(leaves: number, leaf: Leaf): number {
  return Math.ceil(leaves / leaf.perBook);
}
