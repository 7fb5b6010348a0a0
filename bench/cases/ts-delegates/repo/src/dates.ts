// Calendar days as ISO strings (YYYY-MM-DD), compared and counted in UTC.

export type Day = string;

const DAY_MS = 24 * 60 * 60 * 1000;

export function parseDay(day: Day): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

export function daysBetween(from: Day, to: Day): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

export function onOrBefore(day: Day, limit: Day): boolean {
  return parseDay(day) <= parseDay(limit);
}
