'use strict';

function parseClock(text) {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not a time: ${text}`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new Error(`not a time: ${text}`);
  return hours * 60 + minutes;
}

function minutesBetween(start, end) {
  const from = parseClock(start);
  const to = parseClock(end);
  if (to < from) throw new Error(`left before arriving: ${start} - ${end}`);
  return to - from;
}

module.exports = { parseClock, minutesBetween };
