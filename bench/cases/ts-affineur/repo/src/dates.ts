// Calendar days as ISO strings ("2026-11-02"), computed in UTC so that no
// daylight-saving change can make a day 23 or 25 hours long.

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDay(text: string): number {
  const m = ISO_DAY.exec(text);
  if (!m) {
    throw new Error(`not a day: ${text}`);
  }
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (formatDay(ms) !== text) {
    throw new Error(`no such day: ${text}`);
  }
  return ms;
}

export function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(parseDay(day) + days * DAY_MS);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}
