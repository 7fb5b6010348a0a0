'use strict';

const TIME = /^(\d{1,2}):([0-5]\d)$/;

/** Minutes after the start of the service day for "HH:MM" (hours may run past 23). */
function parseTime(text) {
  const m = TIME.exec(String(text).trim());
  if (!m) throw new Error(`not a time: ${JSON.stringify(text)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** "HH:MM" on the clock for minutes after the start of the service day. */
function formatTime(minutes) {
  const onClock = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(onClock / 60);
  const m = onClock % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

module.exports = { parseTime, formatTime };
