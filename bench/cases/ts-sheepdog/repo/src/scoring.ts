import type { Phase, RunSheet } from "./types.js";

export const MAX_POINTS: Record<Phase, number> = {
  outrun: 20,
  lift: 10,
  fetch: 20,
  drive: 30,
  pen: 10,
};

export const PHASES = Object.keys(MAX_POINTS) as Phase[];

/** Points kept in each phase (never below zero); a retired run scores nothing. */
export function phasePoints(sheet: RunSheet): Record<Phase, number> {
  const out = {} as Record<Phase, number>;
  for (const phase of PHASES) {
    const lost = sheet.deductions[phase] ?? 0;
    out[phase] = sheet.retired ? 0 : Math.max(0, MAX_POINTS[phase] - lost);
  }
  return out;
}

export function total(sheet: RunSheet): number {
  const points = phasePoints(sheet);
  return PHASES.reduce((sum, phase) => sum + points[phase], 0);
}
