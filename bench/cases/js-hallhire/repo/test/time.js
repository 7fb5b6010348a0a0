'use strict';

const test = require('tape');
const { parseTime, formatTime, parseDate, formatDate, dayName, isWeekend, overlaps } = require('../lib/time');

test('parseTime and formatTime', (t) => {
  t.equal(parseTime('09:30'), 570);
  t.equal(parseTime(' 18:00 '), 1080);
  t.equal(parseTime('24:00'), 1440);
  t.equal(formatTime(570), '09:30');
  t.equal(formatTime(1290), '21:30');
  t.throws(() => parseTime('9.30'), /bad time/);
  t.throws(() => parseTime('24:30'), /bad time/);
  t.throws(() => parseTime('12:60'), /bad time/);
  t.end();
});

test('parseDate, dayName and isWeekend', (t) => {
  const d = parseDate('2026-03-07');
  t.equal(formatDate(d), '2026-03-07');
  t.equal(dayName(d), 'Sat');
  t.ok(isWeekend(d));
  t.notOk(isWeekend(parseDate('2026-03-06')));
  t.throws(() => parseDate('2026-02-30'), /bad date/);
  t.end();
});

test('overlaps treats slots as half-open', (t) => {
  t.ok(overlaps({ start: 600, end: 720 }, { start: 700, end: 800 }));
  t.ok(overlaps({ start: 600, end: 720 }, { start: 540, end: 1000 }));
  t.notOk(overlaps({ start: 600, end: 720 }, { start: 720, end: 800 }));
  t.notOk(overlaps({ start: 800, end: 900 }, { start: 600, end: 800 }));
  t.end();
});
