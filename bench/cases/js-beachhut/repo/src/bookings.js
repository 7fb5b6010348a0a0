'use strict';

const { loadConfig } = require('./config');
const { parseDay, addDays, formatDay } = require('./dates');
const { priceStay } = require('./pricing');

class BookingBook {
  constructor(rows) {
    // rows: { name: { huts: [numbers], overrides: {...} } }
    this.rows = new Map();
    for (const [name, row] of Object.entries(rows)) {
      this.rows.set(name, { huts: new Set(row.huts), config: loadConfig(row.overrides) });
    }
    this.bookings = [];
  }

  book(row, hut, from, nights, guest) {
    const entry = this.rows.get(row);
    if (!entry || !entry.huts.has(hut)) {
      throw new Error(`no hut ${hut} in row ${row}`);
    }
    const start = parseDay(from);
    const end = addDays(start, nights);
    const clash = this.bookings.find(
      (b) => b.row === row && b.hut === hut && b.start < end && start < b.end,
    );
    if (clash) {
      throw new Error(`hut ${hut} is taken by ${clash.guest} until ${formatDay(clash.end)}`);
    }
    const price = priceStay(entry.config, start, nights);
    const booking = { row, hut, start, end, guest, ...price };
    this.bookings.push(booking);
    return booking;
  }

  takings(row) {
    return this.bookings.filter((b) => b.row === row).reduce((sum, b) => sum + b.total, 0);
  }
}

module.exports = { BookingBook };
