/** A calendar date as written in the diary, YYYY-MM-DD. */
export type DateString = string;

/** A booked period on one day; start and end are minutes after midnight. */
export interface Slot {
  date: DateString;
  start: number;
  end: number;
}

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "18:30" -> 1110. */
export function parseTime(text: string): number {
  const m = TIME.exec(text.trim());
  if (!m) {
    throw new Error(`not a time: ${JSON.stringify(text)}`);
  }
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 1110 -> "18:30"; 1440 (midnight at the end of the day) -> "24:00". */
export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

function toUtc(date: DateString): Date {
  const m = DATE.exec(date);
  if (!m) {
    throw new Error(`not a date: ${JSON.stringify(date)}`);
  }
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCDate() !== Number(m[3])) {
    throw new Error(`no such day: ${date}`);
  }
  return d;
}

/** The date n days after (or before, for negative n) a date. */
export function addDays(date: DateString, n: number): DateString {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function weekday(date: DateString): Weekday {
  return WEEKDAYS[toUtc(date).getUTCDay()]!;
}

/** Builds a slot from diary times; the end must come after the start. */
export function makeSlot(date: DateString, start: string, end: string): Slot {
  toUtc(date);
  const slot = { date, start: parseTime(start), end: end === "24:00" ? 1440 : parseTime(end) };
  if (slot.end <= slot.start) {
    throw new Error(`${date} ${start}-${end}: ends before it starts`);
  }
  return slot;
}

export function durationMinutes(slot: Slot): number {
  return slot.end - slot.start;
}

/** Two slots overlap when they share a day and any minute of it. */
export function overlaps(a: Slot, b: Slot): boolean {
  return a.date === b.date && a.start < b.end && b.start < a.end;
}

/** Minutes of the slot before and from a time of day (e.g. the evening rate's start). */
export function splitAt(slot: Slot, at: number): { before: number; after: number } {
  const before = Math.max(0, Math.min(slot.end, at) - slot.start);
  const after = Math.max(0, slot.end - Math.max(slot.start, at));
  return { before, after };
}

export function describeSlot(slot: Slot): string {
  return `${weekday(slot.date)} ${slot.date} ${formatTime(slot.start)}-${formatTime(slot.end)}`;
}
