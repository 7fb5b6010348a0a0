/** Clock times as "HH:MM" on a 24-hour clock, and minutes since midnight. */

export const MINUTES_PER_DAY = 24 * 60;

/** "07:45" -> 465. Throws on anything that is not a valid HH:MM. */
export function parseTime(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`not a time: ${hhmm}`);
  const [h, m] = [Number(match[1]), Number(match[2])];
  if (h > 23 || m > 59) throw new Error(`not a time: ${hhmm}`);
  return h * 60 + m;
}

/** 465 -> "07:45"; minutes past a day wrap around the clock. */
export function formatTime(minutes: number): string {
  const wrapped = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h = Math.floor(wrapped / 60);
  const m = wrapped % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Minutes from one clock time to the next time the clock shows the other (over midnight if need be). */
export function minutesBetween(from: string, to: string): number {
  const a = parseTime(from);
  const b = parseTime(to);
  return b >= a ? b - a : b + MINUTES_PER_DAY - a;
}

/** "2 h 05 min", "45 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, "0")} min` : `${m} min`;
}
