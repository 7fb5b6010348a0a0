'use strict';

// Times of day are whole minutes since midnight; a session never crosses it.

const CLOCK = /^(\d{1,2}):(\d{2})$/;

function parseClock(text) {
  const match = CLOCK.exec(String(text).trim());
  if (!match) {
    throw new Error(`not a time of day: ${JSON.stringify(text)}`);
  }
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) {
    throw new Error(`not a time of day: ${JSON.stringify(text)}`);
  }
  return hours * 60 + minutes;
}

function formatClock(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

// "10:00-13:30" -> { from: 600, to: 810 }
function parseSpan(text) {
  const parts = String(text).split('-');
  if (parts.length !== 2) {
    throw new Error(`not a span of time: ${JSON.stringify(text)}`);
  }
  const from = parseClock(parts[0]);
  const to = parseClock(parts[1]);
  if (to <= from) {
    throw new Error(`span ends before it starts: ${JSON.stringify(text)}`);
  }
  return { from, to };
}

module.exports = { parseClock, formatClock, parseSpan };
