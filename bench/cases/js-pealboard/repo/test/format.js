'use strict';

const test = require('tape');
const { longDate, duration, changes, ringerLine } = require('../lib/format');

test('longDate names the weekday and the month', (t) => {
  t.equal(longDate('2026-03-14'), 'Saturday, 14 March 2026');
  t.equal(longDate('2025-12-01'), 'Monday, 1 December 2025');
  t.end();
});

test('duration in hours and two-digit minutes', (t) => {
  t.equal(duration(185), '3h 05m');
  t.equal(duration(172), '2h 52m');
  t.equal(duration(60), '1h 00m');
  t.end();
});

test('changes grouped from five figures', (t) => {
  t.equal(changes(5040), '5040');
  t.equal(changes(10080), '10,080');
  t.equal(changes(15120), '15,120');
  t.end();
});

test('ringerLine aligns bell numbers and marks the conductor', (t) => {
  t.equal(ringerLine(1, 'Ann Rowe', 8, false), '1  Ann Rowe');
  t.equal(ringerLine(3, 'Ned Trewin', 10, true), ' 3  Ned Trewin (C)');
  t.end();
});
