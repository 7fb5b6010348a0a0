import type { LeafKind } from './types';

/** Leaf that darkens in air and must be sealed with shellac or lacquer. */
const TARNISHES: readonly LeafKind[] = ['silver', 'copper', 'gold-12-white'];

export function needsSealing(kind: LeafKind, outdoor: boolean): boolean {
  return TARNISHES.includes(kind) || (outdoor && kind === 'gold-16-pale');
}
