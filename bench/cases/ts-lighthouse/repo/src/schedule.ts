import { toTours } from "./mapper";
import type { Tour, TourDto } from "./types";

const HOUR_MS = 60 * 60 * 1000;
export const RELEASE_HOURS = 48;

/** The places a party can still book; held places count once they are released. */
export function placesLeft(tour: Tour, now: Date): number {
  const released = tour.start.getTime() - now.getTime() <= RELEASE_HOURS * HOUR_MS;
  const left = tour.capacity - tour.booked - (released ? 0 : tour.held);
  return Math.max(0, left);
}

function clock(time: Date): string {
  return `${String(time.getHours()).padStart(2, "0")}:${String(time.getMinutes()).padStart(2, "0")}`;
}

/** One line per tour of the day, in time order. */
export function dayBoard(dtos: TourDto[], now: Date): string[] {
  return toTours(dtos).map((tour) => {
    const left = placesLeft(tour, now);
    const places = left === 0 ? "full" : left === 1 ? "1 place left" : `${left} places left`;
    return `${clock(tour.start)}-${clock(tour.end)} with ${tour.guide}: ${places}`;
  });
}

/** The first tour after `now` with room for the whole party. */
export function nextWithRoom(dtos: TourDto[], now: Date, party: number): Tour | undefined {
  return toTours(dtos).find((tour) => tour.start > now && placesLeft(tour, now) >= party);
}
