'use strict';

// Calendar dates as ISO strings (YYYY-MM-DD). All arithmetic is done in UTC so that clock
// changes never move a collection day.

const MS_PER_DAY = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function parseISO(iso) {
  const m = ISO_DATE.exec(iso);
  if (!m) {
    throw new TypeError(`not an ISO date: ${iso}`);
  }
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.getUTCDate() !== Number(m[3])) {
    throw new RangeError(`no such day: ${iso}`);
  }
  return date;
}

function toISO(date) {
  return date.toISOString().slice(0, 10);
}

function addDays(iso, n) {
  return toISO(new Date(parseISO(iso).getTime() + n * MS_PER_DAY));
}

// Whole days from `from` to `to` (negative if `to` is earlier).
function daysBetween(from, to) {
  return Math.round((parseISO(to).getTime() - parseISO(from).getTime()) / MS_PER_DAY);
}

// 0 = Monday ... 6 = Sunday.
function dayOfWeek(iso) {
  return (parseISO(iso).getUTCDay() + 6) % 7;
}

function dayName(iso) {
  return DAY_NAMES[dayOfWeek(iso)];
}

function isWeekend(iso) {
  return dayOfWeek(iso) >= 5;
}

// The Monday of the week `iso` falls in.
function weekStart(iso) {
  return addDays(iso, -dayOfWeek(iso));
}

function isWorkingDay(iso, holidays = []) {
  return !isWeekend(iso) && !holidays.includes(iso);
}

// The date `n` working days after `iso` (weekends and the given holidays skipped).
function workingDaysAfter(iso, n, holidays = []) {
  let date = iso;
  let left = n;
  while (left > 0) {
    date = addDays(date, 1);
    if (isWorkingDay(date, holidays)) {
      left -= 1;
    }
  }
  return date;
}

// Working days after `from` up to and including `to`.
function workingDaysBetween(from, to, holidays = []) {
  let count = 0;
  for (let date = addDays(from, 1); date <= to; date = addDays(date, 1)) {
    if (isWorkingDay(date, holidays)) {
      count += 1;
    }
  }
  return count;
}

module.exports = {
  DAY_NAMES,
  parseISO,
  toISO,
  addDays,
  daysBetween,
  dayOfWeek,
  dayName,
  isWeekend,
  weekStart,
  isWorkingDay,
  workingDaysAfter,
  workingDaysBetween,
};
