import type { GerminationTest, Lot } from "./types.js";

/** Records a germination test on a lot, keeping the tests in date order. */
export function recordTest(lot: Lot, test: GerminationTest): void {
  if (test.sown <= 0 || test.sprouted < 0 || test.sprouted > test.sown) {
    throw new Error(`impossible test on ${lot.id}: ${test.sprouted} of ${test.sown}`);
  }
  lot.tests.push(test);
  lot.tests.sort((a, b) => a.date.localeCompare(b.date));
}

/** The latest germination rate of a lot (0..1), or undefined before its first test. */
export function latestRate(lot: Lot): number | undefined {
  const last = lot.tests[lot.tests.length - 1];
  return last === undefined ? undefined : last.sprouted / last.sown;
}

/** Lots whose latest test is below the threshold, or that were never tested: due a new test. */
export function dueForTest(lots: readonly Lot[], threshold = 0.7): Lot[] {
  return lots.filter((lot) => {
    const rate = latestRate(lot);
    return rate === undefined || rate < threshold;
  });
}
