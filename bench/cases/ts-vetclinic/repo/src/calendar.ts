// Dates in the practice system are calendar days in UTC (no time of day),
// written YYYY-MM-DD; appointment times are HH:MM on the clinic's clock.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const DAY_MS = 24 * 60 * 60 * 1000;

export function parseDate(iso: string): Date {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new Error(`not a date: ${iso}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    throw new Error(`no such date: ${iso}`);
  }
  return d;
}

export function formatDate(d: Date): string {
  const y = d.getUTCFullYear().toString().padStart(4, "0");
  const m = (d.getUTCMonth() + 1).toString().padStart(2, "0");
  const day = d.getUTCDate().toString().padStart(2, "0");
  return `${y}-${m}-${day}`;
}

export function isSunday(d: Date): boolean {
  return d.getUTCDay() === 0;
}

export function toMinutes(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw new Error(`not a time: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60).toString().padStart(2, "0");
  const m = (minutes % 60).toString().padStart(2, "0");
  return `${h}:${m}`;
}
