import type { Leaf, LeafKind } from './types';

export const CATALOGUE: readonly Leaf[] = [
  { kind: 'gold-24', karat: 24, sideMm: 80, perBook: 25, bookPence: 5200, transfer: false },
  { kind: 'gold-23.75', karat: 23.75, sideMm: 80, perBook: 25, bookPence: 4650, transfer: false },
  { kind: 'gold-22', karat: 22, sideMm: 80, perBook: 25, bookPence: 4200, transfer: true },
  { kind: 'gold-18-lemon', karat: 18, sideMm: 80, perBook: 25, bookPence: 3900, transfer: false },
  { kind: 'gold-16-pale', karat: 16, sideMm: 80, perBook: 25, bookPence: 3600, transfer: false },
  { kind: 'gold-12-white', karat: 12, sideMm: 80, perBook: 25, bookPence: 3100, transfer: false },
  { kind: 'silver', karat: 0, sideMm: 95, perBook: 25, bookPence: 1400, transfer: false },
  { kind: 'copper', karat: 0, sideMm: 140, perBook: 25, bookPence: 900, transfer: false },
];

export function leafFor(kind: LeafKind): Leaf {
  const leaf = CATALOGUE.find((l) => l.kind === kind);
  if (!leaf) throw new Error(`no leaf ${kind}`);
  return leaf;
}

export function leafAreaMm2(leaf: Leaf): number {
  return leaf.sideMm * leaf.sideMm;
}
