'use strict';

const { parseTime, parseDate, overlaps, formatTime, formatDate } = require('./time');
const { room } = require('./rooms');

// date,room,start,end,hirer[,community]
function parseLine(line, lineNo) {
  const cells = line.split(',').map((c) => c.trim());
  if (cells.length < 5) throw new Error(`line ${lineNo}: expected date,room,start,end,hirer`);
  const [date, roomId, start, end, hirer, flag] = cells;
  room(roomId);
  const booking = {
    line: lineNo,
    date: parseDate(date),
    room: roomId,
    start: parseTime(start),
    end: parseTime(end),
    hirer,
    community: flag === 'community',
  };
  if (booking.end <= booking.start) {
    throw new Error(`line ${lineNo}: ends at ${end}, not after ${start}`);
  }
  return booking;
}

function parseBookings(text) {
  const out = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    out.push(parseLine(line, i + 1));
  });
  return out;
}

function sameSlot(a, b) {
  return a.room === b.room && a.date.getTime() === b.date.getTime();
}

function clashes(bookings) {
  const found = [];
  for (let i = 0; i < bookings.length; i++) {
    for (let j = i + 1; j < bookings.length; j++) {
      const a = bookings[i];
      const b = bookings[j];
      if (sameSlot(a, b) && overlaps(a, b)) found.push([a, b]);
    }
  }
  return found;
}

function describeClash([a, b]) {
  return `${formatDate(a.date)} ${a.room}: ${a.hirer} ${formatTime(a.start)}-${formatTime(a.end)}` +
    ` overlaps line ${b.line}`;
}

module.exports = { parseLine, parseBookings, clashes, describeClash };
