// Calendar days as plain YYYY-MM-DD strings, computed in UTC so no daylight-saving hour gets in the way.

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toDay(text: string): Date {
  const match = ISO_DAY.exec(text);
  if (!match) {
    throw new Error(`not a YYYY-MM-DD date: ${text}`);
  }
  const [, y, m, d] = match;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (day.getUTCMonth() !== Number(m) - 1) {
    throw new Error(`no such day: ${text}`);
  }
  return day;
}

export function formatDay(day: Date): string {
  const y = day.getUTCFullYear();
  const m = String(day.getUTCMonth() + 1).padStart(2, "0");
  const d = String(day.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export function addDays(text: string, days: number): string {
  const day = toDay(text);
  return formatDay(new Date(day.getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDay(to).getTime() - toDay(from).getTime()) / DAY_MS);
}

export function isWeekend(text: string): boolean {
  const weekday = toDay(text).getUTCDay();
  return weekday === 0 || weekday === 6;
}
