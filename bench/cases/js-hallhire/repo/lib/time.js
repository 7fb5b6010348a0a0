'use strict';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// '18:30' -> 1110 (minutes after midnight)
function parseTime(text) {
  const m = /^(\d{1,2}):(\d{2})$/.exec(String(text).trim());
  if (!m) throw new Error(`bad time: ${text}`);
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) {
    throw new Error(`bad time: ${text}`);
  }
  return hours * 60 + minutes;
}

function formatTime(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

// '2026-03-14' -> a Date at UTC midnight
function parseDate(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(text).trim());
  if (!m) throw new Error(`bad date: ${text}`);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.getUTCDate() !== Number(m[3])) throw new Error(`bad date: ${text}`);
  return date;
}

function formatDate(date) {
  return date.toISOString().slice(0, 10);
}

function dayName(date) {
  return DAYS[date.getUTCDay()];
}

function isWeekend(date) {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

// Two half-open slots [start, end) on the same day overlap.
function overlaps(a, b) {
  return a.start < b.end && b.start < a.end;
}

module.exports = { parseTime, formatTime, parseDate, formatDate, dayName, isWeekend, overlaps };
