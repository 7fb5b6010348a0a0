/** Instants are UTC `Date`s; spans are numbers of milliseconds unless a name says otherwise. */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** Parse "2026-03-02T09:15" (UTC, minute precision). */
export function parseInstant(text: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`bad instant: ${text}`);
  const [, y, mo, d, h, mi] = m.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
}

/** "HH:MM" of an instant, UTC. */
export function clock(at: Date): string {
  const h = String(at.getUTCHours()).padStart(2, "0");
  const m = String(at.getUTCMinutes()).padStart(2, "0");
  return `${h}:${m}`;
}

export function addMinutes(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * MINUTE);
}

/** Whole minutes from `from` to `to`, rounded down; negative when `to` is earlier. */
export function minutesBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / MINUTE);
}
