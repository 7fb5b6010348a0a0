// Days as UTC midnights, so a climb logged at 23:30 still lands on its own day.

const DAY_MS = 24 * 60 * 60 * 1000;

export function parseDay(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) {
    throw new Error(`not a day: ${JSON.stringify(text)}`);
  }
  const [, y, m, d] = match;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (day.getUTCDate() !== Number(d)) {
    throw new Error(`no such day: ${text}`);
  }
  return day;
}

export function formatDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

export function daysBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

export function sameMonth(day: Date, year: number, month: number): boolean {
  return day.getUTCFullYear() === year && day.getUTCMonth() + 1 === month;
}
