import type { Pitch } from './types';

/** Builds a row of pitches: ids are the row letter and a number from 1. */
export function row(letter: string, widths: number[], powered: number[] = []): Pitch[] {
  return widths.map((width, i) => ({
    id: `${letter}${i + 1}`,
    row: letter,
    width,
    power: powered.includes(i + 1),
  }));
}

/** The market square: row A along the church wall has the power hook-ups. */
export function marketPlan(): Pitch[] {
  return [
    ...row('A', [3, 3, 3, 4, 4], [1, 2, 3, 4, 5]),
    ...row('B', [3, 3, 2, 2, 3, 3], [1, 6]),
    ...row('C', [4, 4, 6]),
  ];
}

export function byId(plan: Pitch[], id: string): Pitch {
  const pitch = plan.find((p) => p.id === id);
  if (!pitch) throw new Error(`no pitch ${id}`);
  return pitch;
}
