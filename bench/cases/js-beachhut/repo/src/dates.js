'use strict';

const DAY_MS = 24 * 60 * 60 * 1000;

function parseDay(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) {
    throw new Error(`not a date: ${text}`);
  }
  const [, y, m, d] = match.map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function addDays(day, n) {
  return new Date(day.getTime() + n * DAY_MS);
}

function formatDay(day) {
  return day.toISOString().slice(0, 10);
}

// Friday and Saturday nights are weekend nights.
function isWeekendNight(day) {
  const dow = day.getUTCDay();
  return dow === 5 || dow === 6;
}

function inSeason(day, season) {
  const md = formatDay(day).slice(5);
  return md >= season.start && md <= season.end;
}

module.exports = { DAY_MS, parseDay, addDays, formatDay, isWeekendNight, inSeason };
