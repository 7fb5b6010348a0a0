import { daysBetween } from "./dates";

/** One monthly milk recording: litres over the day's milkings, with the lab's constituents. */
export interface TestDay {
  ear: string;
  date: string;
  litres: number;
  fatPct: number;
  proteinPct: number;
  scc: number; // somatic cells, thousands per ml
}

export const STANDARD_LACTATION_DAYS = 305;

/**
 * Lactation yield by the test-interval method: each test day stands for
 * half the interval either side; the first is carried back to calving and
 * the last forward to `upTo` days (305 for a standard lactation).
 */
export function lactationYield(calved: string, tests: TestDay[], upTo = STANDARD_LACTATION_DAYS): number {
  const days = tests
    .map((t) => ({ dim: daysBetween(calved, t.date), litres: t.litres }))
    .filter((t) => t.dim >= 0 && t.dim <= upTo)
    .sort((a, b) => a.dim - b.dim);
  if (days.length === 0) return 0;
  let total = days[0].dim * days[0].litres;
  for (let i = 1; i < days.length; i++) {
    const gap = days[i].dim - days[i - 1].dim;
    total += (gap * (days[i].litres + days[i - 1].litres)) / 2;
  }
  const last = days[days.length - 1];
  total += (upTo - last.dim) * last.litres;
  return Math.round(total);
}

export function peakYield(tests: TestDay[]): TestDay | undefined {
  let best: TestDay | undefined;
  for (const t of tests) if (!best || t.litres > best.litres) best = t;
  return best;
}

/** Fat plus protein kilograms in a day's milk (1 litre taken as 1.03 kg). */
export function solidsKg(t: TestDay): number {
  const kg = t.litres * 1.03;
  return (kg * (t.fatPct + t.proteinPct)) / 100;
}

/** Herd average litres per cow on a recording date. */
export function herdAverage(tests: TestDay[], date: string): number {
  const on = tests.filter((t) => t.date === date);
  if (on.length === 0) return 0;
  return on.reduce((s, t) => s + t.litres, 0) / on.length;
}
