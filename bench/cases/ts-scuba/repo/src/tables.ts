// The centre's no-stop limits for air, metres -> minutes.

export const NO_STOP_LIMITS: ReadonlyArray<readonly [number, number]> = [
  [10, 219],
  [12, 147],
  [14, 98],
  [16, 72],
  [18, 56],
  [20, 45],
  [22, 37],
  [25, 29],
  [30, 20],
  [35, 14],
  [40, 9],
];

export const MAX_TABLE_DEPTH = 40;

/** Table depth for an actual depth: the next table row at or below it. */
export function tableDepth(depthM: number): number {
  for (const [d] of NO_STOP_LIMITS) {
    if (depthM <= d) return d;
  }
  throw new RangeError(`${depthM} m is beyond the table (${MAX_TABLE_DEPTH} m)`);
}

/** No-stop limit in minutes for a depth on air. */
export function noStopLimit(depthM: number): number {
  const d = tableDepth(depthM);
  const row = NO_STOP_LIMITS.find(([rd]) => rd === d);
  return row![1];
}

/** Minutes left before the no-stop limit, never below zero. */
export function minutesRemaining(depthM: number, bottomMinutes: number): number {
  return Math.max(0, noStopLimit(depthM) - bottomMinutes);
}

export function withinLimits(depthM: number, bottomMinutes: number): boolean {
  return bottomMinutes <= noStopLimit(depthM);
}
