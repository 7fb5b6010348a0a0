import { DAY_MS, formatDate, fromMinutes, isSunday, toMinutes } from "./calendar";

export type VisitType = "consult" | "vaccination" | "nurse clinic" | "dental" | "second opinion";

export const VISIT_MINUTES: Record<VisitType, number> = {
  consult: 15,
  vaccination: 15,
  "nurse clinic": 15,
  dental: 60,
  "second opinion": 30,
};

export interface Booking {
  vet: string;
  date: string;
  start: string;
  type: VisitType;
}

export interface ClinicDay {
  open: string;
  close: string;
  breakStart?: string;
  breakEnd?: string;
}

export const WEEKDAY: ClinicDay = { open: "08:30", close: "18:30", breakStart: "13:00", breakEnd: "14:00" };
export const SATURDAY: ClinicDay = { open: "09:00", close: "12:30" };

export function hoursFor(d: Date): ClinicDay | undefined {
  if (isSunday(d)) return undefined;
  return d.getUTCDay() === 6 ? SATURDAY : WEEKDAY;
}

export function bookingEnd(b: Booking): number {
  return toMinutes(b.start) + VISIT_MINUTES[b.type];
}

function overlaps(start: number, end: number, otherStart: number, otherEnd: number): boolean {
  return start < otherEnd && otherStart < end;
}

// Start times on the grid where a visit of this type fits the day, outside
// the break and clear of the vet's bookings.
export function freeSlots(day: ClinicDay, bookings: Booking[], type: VisitType, gridMinutes = 15): string[] {
  const length = VISIT_MINUTES[type];
  const open = toMinutes(day.open);
  const close = toMinutes(day.close);
  const busy = bookings.map((b) => [toMinutes(b.start), bookingEnd(b)] as const);
  if (day.breakStart && day.breakEnd) busy.push([toMinutes(day.breakStart), toMinutes(day.breakEnd)]);
  const slots: string[] = [];
  for (let start = open; start + length <= close; start += gridMinutes) {
    if (busy.some(([s, e]) => overlaps(start, start + length, s, e))) continue;
    slots.push(fromMinutes(start));
  }
  return slots;
}

function nextDay(d: Date): Date {
  return new Date(d.getTime() + DAY_MS);
}

// The first day from `from` on which the vet has room for the visit, and the
// earliest time that day. Sundays are closed.
export function nextFreeSlot(
  bookings: Booking[],
  vet: string,
  type: VisitType,
  from: Date,
  maxDays = 14,
): { date: string; start: string } | null {
  let day = from;
  for (let i = 0; i < maxDays; i++, day = nextDay(day)) {
    const hours = hoursFor(day);
    if (!hours) continue;
    const date = formatDate(day);
    const theirs = bookings.filter((b) => b.vet === vet && b.date === date);
    const slots = freeSlots(hours, theirs, type);
    if (slots.length) return { date, start: slots[0] };
  }
  return null;
}

export function dayList(bookings: Booking[], vet: string, date: string): string[] {
  return bookings
    .filter((b) => b.vet === vet && b.date === date)
    .sort((a, b) => toMinutes(a.start) - toMinutes(b.start))
    .map((b) => `${b.start}-${fromMinutes(bookingEnd(b))} ${b.type}`);
}
