export type DowntimeReason = "fault" | "service" | "grid" | "icing";

export interface Downtime {
  turbine: string;
  from: Date;
  /** End of the stop, exclusive. */
  to: Date;
  reason: DowntimeReason;
}

/** Whether a turbine is stopped at an instant. */
export function isDown(turbineId: string, at: Date, downtimes: Downtime[]): boolean {
  const t = at.getTime();
  return downtimes.some((d) => d.turbine === turbineId && d.from.getTime() <= t && t < d.to.getTime());
}

/** Hours a turbine was stopped within a period, overlapping stops counted once. */
export function downHours(turbineId: string, downtimes: Downtime[], start: Date, end: Date): number {
  const spans = downtimes
    .filter((d) => d.turbine === turbineId)
    .map((d) => [Math.max(d.from.getTime(), start.getTime()), Math.min(d.to.getTime(), end.getTime())] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);

  let total = 0;
  let coveredTo = -Infinity;
  for (const [a, b] of spans) {
    const from = Math.max(a, coveredTo);
    if (b > from) {
      total += b - from;
    }
    coveredTo = Math.max(coveredTo, b);
  }
  return total / 3_600_000;
}

/** Time-based availability of a turbine over a period, 0 to 1. */
export function timeAvailability(turbineId: string, downtimes: Downtime[], start: Date, end: Date): number {
  const hours = (end.getTime() - start.getTime()) / 3_600_000;
  if (hours <= 0) {
    throw new RangeError("the period must end after it starts");
  }
  return 1 - downHours(turbineId, downtimes, start, end) / hours;
}

/** Stops that the operator answers for: grid outages are the network's. */
export function countsAgainstOperator(d: Downtime): boolean {
  return d.reason !== "grid";
}
