import type { Booking } from "./bookings.js";
import { formatTime, weekday, type DateString, type Weekday } from "./time.js";

/** A committee member who keeps a set of keys and opens up on some days. */
export interface KeyHolder {
  name: string;
  phone: string;
  days: Weekday[];
}

export interface Duty {
  date: DateString;
  opens: string;
  opener: KeyHolder | undefined;
  locks: string;
}

/**
 * Who opens the hall on a day with bookings: the first key holder whose days
 * include that weekday. Opening is a quarter of an hour before the first
 * booking and locking up at the end of the last.
 */
export function dutyFor(date: DateString, bookings: readonly Booking[], holders: readonly KeyHolder[]): Duty | undefined {
  const today = bookings.filter((b) => b.slot.date === date && b.status !== "cancelled");
  if (today.length === 0) {
    return undefined;
  }
  const first = Math.min(...today.map((b) => b.slot.start));
  const last = Math.max(...today.map((b) => b.slot.end));
  const day = weekday(date);
  return {
    date,
    opens: formatTime(Math.max(0, first - 15)),
    opener: holders.find((h) => h.days.includes(day)),
    locks: formatTime(last),
  };
}

/** Days in a list that nobody on the rota covers. */
export function uncovered(duties: readonly Duty[]): DateString[] {
  return duties.filter((d) => d.opener === undefined).map((d) => d.date);
}
