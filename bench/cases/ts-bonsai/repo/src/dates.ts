// Calendar helpers. Dates are plain UTC days: the time of day is never used.

export const MS_PER_DAY = 24 * 60 * 60 * 1000;

export function day(iso: string): Date {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) {
    throw new RangeError(`not a date: ${iso}`);
  }
  return d;
}

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + Math.round(days) * MS_PER_DAY);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / MS_PER_DAY);
}

/** Month of the year, 1 to 12. */
export function monthOf(d: Date): number {
  return d.getUTCMonth() + 1;
}
