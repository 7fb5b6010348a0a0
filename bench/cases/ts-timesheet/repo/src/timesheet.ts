import { minutesBetween } from "./clock";

export interface Entry {
  day: string; // ISO date the shift started on
  start: string; // "HH:MM"
  end: string; // "HH:MM"
  breakMinutes?: number;
}

export interface DayTotal {
  day: string;
  minutes: number;
}

export interface WeekSummary {
  days: DayTotal[];
  total: number;
  regular: number;
  overtime: number;
}

export const WEEKLY_REGULAR_MINUTES = 40 * 60;

export function entryMinutes(entry: Entry): number {
  const worked = minutesBetween(entry.start, entry.end) - (entry.breakMinutes ?? 0);
  if (worked < 0) throw new RangeError(`break longer than the shift on ${entry.day}`);
  return worked;
}

export function dayTotals(entries: Entry[]): DayTotal[] {
  const byDay = new Map<string, number>();
  for (const entry of entries) {
    byDay.set(entry.day, (byDay.get(entry.day) ?? 0) + entryMinutes(entry));
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, minutes]) => ({ day, minutes }));
}

export function weekSummary(entries: Entry[]): WeekSummary {
  const days = dayTotals(entries);
  const total = days.reduce((sum, d) => sum + d.minutes, 0);
  const regular = Math.min(total, WEEKLY_REGULAR_MINUTES);
  return { days, total, regular, overtime: total - regular };
}
