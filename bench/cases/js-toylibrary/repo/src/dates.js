'use strict';

// Dates are plain ISO strings ('2024-05-18'); arithmetic is done in UTC so
// that daylight saving never moves a due date.

const DAY_MS = 24 * 60 * 60 * 1000;

function parse(iso) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    throw new TypeError(`not an ISO date: ${iso}`);
  }
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
    throw new RangeError(`no such date: ${iso}`);
  }
  return d;
}

function format(date) {
  return date.toISOString().slice(0, 10);
}

function addDays(iso, days) {
  return format(new Date(parse(iso).getTime() + days * DAY_MS));
}

function daysBetween(fromIso, toIso) {
  return Math.round((parse(toIso).getTime() - parse(fromIso).getTime()) / DAY_MS);
}

function weekday(iso) {
  return parse(iso).getUTCDay();
}

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

module.exports = { parse, format, addDays, daysBetween, weekday, compare };
