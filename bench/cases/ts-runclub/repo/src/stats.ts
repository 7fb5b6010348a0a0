/** Small number helpers for the summaries. */

export function sum(values: readonly number[]): number {
  return values.reduce((acc, value) => acc + value, 0);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new Error("mean of no values");
  return sum(values) / values.length;
}

/** The smallest value: the best pace or time. */
export function best(values: readonly number[]): number {
  if (values.length === 0) throw new Error("best of no values");
  return Math.min(...values);
}

/** Round to one decimal, for distances. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
