'use strict';

const test = require('tape');
const { parseBookings } = require('../lib/bookings');
const { diary } = require('../lib/diary');
const march = require('./fixtures/march');

test('diary groups by day and sorts by start', (t) => {
  const text = diary(parseBookings(march)).split('\n');
  t.deepEqual(text.slice(0, 6), [
    'Mon 2026-03-02',
    '  09:30-12:00  Main hall   Little Acorns Playgroup',
    'Tue 2026-03-03',
    '  14:00-16:00  Main hall   Parish Council',
    '  19:30-21:30  Small hall  Wrenfield Choir',
    'Thu 2026-03-05',
  ]);
  t.equal(text.length, 15);
  t.end();
});
