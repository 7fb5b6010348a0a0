'use strict';

// Calendar dates as UTC midnights, so that no local time zone or DST change moves them.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function parseISODate(text) {
  const m = ISO_DATE.exec(text);
  if (!m) {
    throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(text)}`);
  }
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) {
    throw new RangeError(`no such day: ${text}`);
  }
  return new Date(Date.UTC(year, month - 1, day));
}

function formatISODate(date) {
  return date.toISOString().slice(0, 10);
}

// month is 0-based, as in Date
function daysInMonth(year, month) {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function addDays(date, n) {
  return new Date(date.getTime() + n * DAY_MS);
}

function addMonths(date, n) {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, date.getUTCDate()));
}

function daysBetween(a, b) {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

module.exports = { parseISODate, formatISODate, daysInMonth, addDays, addMonths, daysBetween };
