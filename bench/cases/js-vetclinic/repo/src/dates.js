'use strict';

// Calendar dates are 'YYYY-MM-DD' strings; arithmetic is done in UTC so no time zone shifts a day.
const DAY_MS = 24 * 60 * 60 * 1000;

function parseDate(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) {
    throw new Error(`not a date: ${text}`);
  }
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function formatDate(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

function addDays(text, days) {
  return formatDate(parseDate(text) + days * DAY_MS);
}

function addMonths(text, months) {
  const date = new Date(parseDate(text));
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return formatDate(date.getTime());
}

// Whole days from `from` to `to`: negative when `to` is earlier.
function daysBetween(from, to) {
  return Math.round((parseDate(to) - parseDate(from)) / DAY_MS);
}

module.exports = { parseDate, formatDate, addDays, addMonths, daysBetween };
