'use strict';

const { formatDate, dayName, formatTime } = require('./time');
const { room } = require('./rooms');

// The noticeboard diary: one line per booking, by date, then start.
function diary(bookings) {
  const sorted = [...bookings].sort((a, b) => a.date - b.date || a.start - b.start);
  const out = [];
  let last = '';
  for (const b of sorted) {
    const day = `${dayName(b.date)} ${formatDate(b.date)}`;
    if (day !== last) {
      out.push(day);
      last = day;
    }
    out.push(`  ${formatTime(b.start)}-${formatTime(b.end)}  ${room(b.room).name.padEnd(10)}  ${b.hirer}`);
  }
  return out.join('\n');
}

module.exports = { diary };
