import type { IsoDate } from "./types.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export function parseDate(d: IsoDate): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  if (!m) throw new Error(`not a date: ${d}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** Whole days from a to b (b later gives a positive number). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((parseDate(b).getTime() - parseDate(a).getTime()) / DAY_MS);
}

export function addDays(d: IsoDate, days: number): IsoDate {
  return new Date(parseDate(d).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
