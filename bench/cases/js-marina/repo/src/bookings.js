// Visitor bookings by night. Dates are ISO strings (YYYY-MM-DD); a booking
// from arrival to departure covers the nights arrival .. departure-1.

const DAY_MS = 24 * 60 * 60 * 1000;

export function toDay(iso) {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(ms)) {
    throw new Error(`not a date: ${iso}`);
  }
  return Math.round(ms / DAY_MS);
}

export function fromDay(day) {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function nights(arrival, departure) {
  const n = toDay(departure) - toDay(arrival);
  if (n <= 0) {
    throw new Error(`departure ${departure} is not after arrival ${arrival}`);
  }
  return n;
}

export function overlaps(a, b) {
  return toDay(a.arrival) < toDay(b.departure) && toDay(b.arrival) < toDay(a.departure);
}

export class Calendar {
  constructor() {
    this.bookings = [];
  }

  isFree(berthId, arrival, departure) {
    const wanted = { arrival, departure };
    return !this.bookings.some((b) => b.berthId === berthId && overlaps(b, wanted));
  }

  book(berthId, boatName, arrival, departure) {
    nights(arrival, departure);
    if (!this.isFree(berthId, arrival, departure)) {
      throw new Error(`${berthId} is taken between ${arrival} and ${departure}`);
    }
    const booking = { berthId, boatName, arrival, departure };
    this.bookings.push(booking);
    return booking;
  }

  cancel(berthId, arrival) {
    const before = this.bookings.length;
    this.bookings = this.bookings.filter((b) => !(b.berthId === berthId && b.arrival === arrival));
    return this.bookings.length < before;
  }

  // Berth ids occupied on the night of `date`.
  occupied(date) {
    const night = toDay(date);
    return this.bookings
      .filter((b) => toDay(b.arrival) <= night && night < toDay(b.departure))
      .map((b) => b.berthId)
      .sort();
  }
}
