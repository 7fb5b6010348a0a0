const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "09:30" -> 570 minutes after midnight. */
export function parseTime(text: string): number {
  const m = TIME.exec(text);
  if (!m) throw new Error(`bad time "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 570 -> "09:30". */
export function formatTime(minutes: number): string {
  if (minutes < 0 || minutes >= 24 * 60) throw new Error(`time out of range: ${minutes}`);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Parses an ISO day into a UTC date, checking it exists. */
export function parseDay(text: string): Date {
  const m = DAY.exec(text);
  if (!m) throw new Error(`bad day "${text}"`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCMonth() !== Number(m[2]) - 1) throw new Error(`no such day "${text}"`);
  return d;
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: string): number {
  return parseDay(day).getUTCDay();
}

/** Whole days from a to b (negative if b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((parseDay(b).getTime() - parseDay(a).getTime()) / 86_400_000);
}
