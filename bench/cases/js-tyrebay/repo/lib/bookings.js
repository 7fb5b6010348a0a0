'use strict';

const { quote } = require('./pricing');
const { jobMinutes } = require('./slots');

class BookingService {
  constructor(catalog, diary) {
    this.catalog = catalog;
    this.diary = diary;
    this.bookings = new Map();
    this.next = 1;
  }

  // Books the cheapest tyre that fits, in the first free bay at or after `after`.
  book({ customer, reg, size, tyres, after, disposal = true }) {
    if (!customer) throw new Error('a booking needs a customer');
    const [item] = this.catalog.matches(size, tyres);
    if (!item) throw new Error(`no ${size} with ${tyres} in stock`);
    const slot = this.diary.firstFree(jobMinutes(tyres), after);
    if (!slot) throw new Error('no bay free today');
    const ref = `TB${String(this.next++).padStart(4, '0')}`;
    this.catalog.reserve(item.code, tyres);
    const job = this.diary.add(slot.bay, slot.start, jobMinutes(tyres), ref);
    const booking = {
      ref, customer, reg: reg.toUpperCase().replace(/\s+/g, ''), code: item.code, tyres,
      bay: job.bay, start: job.start, end: job.end, quote: quote(item, tyres, { disposal }),
    };
    this.bookings.set(ref, booking);
    return booking;
  }

  cancel(ref) {
    const booking = this.bookings.get(ref);
    if (!booking) throw new Error(`no booking ${ref}`);
    this.catalog.release(booking.code, booking.tyres);
    this.diary.remove(ref);
    this.bookings.delete(ref);
    return booking;
  }

  takings() {
    let total = 0;
    for (const booking of this.bookings.values()) total += booking.quote.total;
    return total;
  }
}

module.exports = { BookingService };
