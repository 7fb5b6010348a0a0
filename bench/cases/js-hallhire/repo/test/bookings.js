'use strict';

const test = require('tape');
const { parseBookings, parseLine, clashes, describeClash } = require('../lib/bookings');
const march = require('./fixtures/march');

test('parseBookings reads the export, skipping comments and blank lines', (t) => {
  const bookings = parseBookings(march);
  t.equal(bookings.length, 9);
  t.deepEqual(
    { room: bookings[0].room, start: bookings[0].start, end: bookings[0].end, community: bookings[0].community },
    { room: 'main', start: 570, end: 720, community: true },
  );
  t.equal(bookings[6].line, 9, 'lines count from 1, comments included');
  t.equal(bookings[6].hirer, 'Wrenfield Choir');
  t.end();
});

test('parseLine rejects an unknown room, a short line and a backwards slot', (t) => {
  t.throws(() => parseLine('2026-03-02,attic,09:00,10:00,X', 3), /unknown room: attic/);
  t.throws(() => parseLine('2026-03-02,main,09:00', 4), /line 4: expected/);
  t.throws(() => parseLine('2026-03-02,main,11:00,10:00,X', 5), /line 5: ends at 10:00, not after 11:00/);
  t.end();
});

test('clashes: same room, same day, overlapping', (t) => {
  const bookings = parseBookings(march + '2026-03-05,main,19:30,22:00,Quiz night\n2026-03-05,small,19:30,22:00,Book club\n');
  const found = clashes(bookings);
  t.equal(found.length, 1);
  t.equal(describeClash(found[0]), '2026-03-05 main: Wrenfield Drama 17:00-20:00 overlaps line 12');
  t.end();
});

test('clashes: back-to-back bookings do not clash', (t) => {
  const bookings = parseBookings('2026-03-05,main,17:00,19:00,A\n2026-03-05,main,19:00,21:00,B\n');
  t.deepEqual(clashes(bookings), []);
  t.end();
});
