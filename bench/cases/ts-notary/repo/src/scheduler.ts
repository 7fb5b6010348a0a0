import { formatTime, parseTime, weekday } from "./clock.js";
import type { Appointment } from "./types.js";

export interface OfficeHours {
  opensAt: string;
  closesAt: string;
  /** Weekdays the office takes appointments, 0 = Sunday. */
  days: number[];
}

export const DEFAULT_HOURS: OfficeHours = { opensAt: "09:00", closesAt: "17:30", days: [1, 2, 3, 4, 5] };

export class BookingError extends Error {}

/** Appointments for one notary, day by day. */
export class Diary {
  private readonly byDay = new Map<string, Appointment[]>();
  readonly opensAt: number;
  readonly closesAt: number;

  constructor(private readonly hours: OfficeHours = DEFAULT_HOURS) {
    this.opensAt = parseTime(hours.opensAt);
    this.closesAt = parseTime(hours.closesAt);
    if (this.closesAt <= this.opensAt) throw new Error("office must close after it opens");
  }

  appointments(day: string): Appointment[] {
    return [...(this.byDay.get(day) ?? [])].sort((a, b) => a.start - b.start);
  }

  isOpen(day: string): boolean {
    return this.hours.days.includes(weekday(day));
  }

  /** The appointment that clashes with [start, start + duration) on the day, if any. */
  clash(day: string, start: number, duration: number): Appointment | undefined {
    const end = start + duration;
    return this.appointments(day).find((a) => start < a.start + a.duration && a.start < end);
  }

  /**
   * Books an appointment. Office appointments must fit the opening hours; mobile visits
   * may be booked outside them (they carry a surcharge instead).
   */
  book(appt: Appointment): Appointment {
    if (appt.duration <= 0) throw new BookingError("duration must be positive");
    if (appt.location.kind === "office") {
      if (!this.isOpen(appt.day)) throw new BookingError(`office closed on ${appt.day}`);
      if (appt.start < this.opensAt || appt.start + appt.duration > this.closesAt) {
        throw new BookingError(`${formatTime(appt.start)} is outside office hours`);
      }
    }
    const other = this.clash(appt.day, appt.start, appt.duration);
    if (other) {
      throw new BookingError(`${appt.id} clashes with ${other.id} at ${formatTime(other.start)}`);
    }
    const list = this.byDay.get(appt.day) ?? [];
    list.push(appt);
    this.byDay.set(appt.day, list);
    return appt;
  }

  cancel(day: string, id: string): boolean {
    const list = this.byDay.get(day);
    if (!list) return false;
    const i = list.findIndex((a) => a.id === id);
    if (i < 0) return false;
    list.splice(i, 1);
    return true;
  }

  /** Start times (as "HH:MM") where an office appointment of the given length still fits. */
  freeSlots(day: string, duration: number, step = 15): string[] {
    if (!this.isOpen(day)) return [];
    const slots: string[] = [];
    for (let t = this.opensAt; t + duration <= this.closesAt; t += step) {
      if (!this.clash(day, t, duration)) slots.push(formatTime(t));
    }
    return slots;
  }
}
