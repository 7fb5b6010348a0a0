import { type Day, isWorkday, parseDay } from "./days";
import type { Floor } from "./floor";

export interface Booking {
  ref: number;
  person: string;
  desk: string;
  day: Day;
}

export class BookingBook {
  private readonly bookings: Booking[] = [];
  private next = 1;

  constructor(readonly floor: Floor) {}

  isFree(desk: string, day: Day): boolean {
    return !this.bookings.some((b) => b.desk === desk && b.day === day);
  }

  book(person: string, desk: string, day: Day): Booking {
    parseDay(day);
    if (!isWorkday(day)) throw new Error(`the office is closed on ${day}`);
    this.floor.get(desk);
    if (this.bookings.some((b) => b.person === person && b.day === day)) {
      throw new Error(`${person} already has a desk on ${day}`);
    }
    if (!this.isFree(desk, day)) throw new Error(`desk ${desk} is taken on ${day}`);
    const booking = { ref: this.next++, person, desk, day };
    this.bookings.push(booking);
    return booking;
  }

  cancel(ref: number): Booking {
    const i = this.bookings.findIndex((b) => b.ref === ref);
    if (i < 0) throw new Error(`no booking ${ref}`);
    return this.bookings.splice(i, 1)[0];
  }

  on(day: Day): Booking[] {
    return this.bookings.filter((b) => b.day === day).sort((a, b) => a.desk.localeCompare(b.desk));
  }
}
