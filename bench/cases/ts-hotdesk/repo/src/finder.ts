import type { BookingBook } from "./bookings";
import type { Day } from "./days";
import type { Desk, Feature } from "./floor";

export interface Request {
  day: Day;
  needs?: Feature[];
  zone?: string;
}

/** Free desks with every feature needed: the home zone's first, then fewest extra features, then by id. */
export function candidates(book: BookingBook, request: Request): Desk[] {
  const needs = request.needs ?? [];
  return book.floor
    .all()
    .filter((desk) => needs.every((f) => desk.features.includes(f)))
    .filter((desk) => book.isFree(desk.id, request.day))
    .sort(
      (a, b) =>
        Number(b.zone === request.zone) - Number(a.zone === request.zone) ||
        a.features.length - b.features.length ||
        a.id.localeCompare(b.id, "en", { numeric: true }),
    );
}

export function findDesk(book: BookingBook, request: Request): Desk | undefined {
  return candidates(book, request)[0];
}
