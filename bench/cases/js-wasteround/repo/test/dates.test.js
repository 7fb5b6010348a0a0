'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const d = require('../src/dates');

test('parses and prints ISO dates', () => {
  assert.equal(d.toISO(d.parseISO('2025-02-28')), '2025-02-28');
  assert.throws(() => d.parseISO('2025-2-28'), TypeError);
  assert.throws(() => d.parseISO('2025-02-29'), RangeError);
});

test('adds days across months and years', () => {
  assert.equal(d.addDays('2025-02-27', 2), '2025-03-01');
  assert.equal(d.addDays('2024-12-30', 3), '2025-01-02');
  assert.equal(d.addDays('2025-03-31', -31), '2025-02-28');
  // the clocks go forward on 2025-03-30
  assert.equal(d.addDays('2025-03-29', 1), '2025-03-30');
  assert.equal(d.daysBetween('2025-03-29', '2025-04-05'), 7);
  assert.equal(d.daysBetween('2025-04-05', '2025-03-29'), -7);
});

test('weekdays start on Monday', () => {
  assert.equal(d.dayOfWeek('2025-04-21'), 0);
  assert.equal(d.dayName('2025-04-18'), 'Friday');
  assert.equal(d.isWeekend('2025-04-19'), true);
  assert.equal(d.weekStart('2025-04-20'), '2025-04-14');
  assert.equal(d.weekStart('2025-04-21'), '2025-04-21');
});

test('working days skip weekends and holidays', () => {
  assert.equal(d.workingDaysAfter('2025-04-10', 2), '2025-04-14');
  assert.equal(d.workingDaysAfter('2025-04-17', 1, ['2025-04-18', '2025-04-21']), '2025-04-22');
  assert.equal(d.workingDaysBetween('2025-04-10', '2025-04-14'), 2);
  assert.equal(d.workingDaysBetween('2025-04-17', '2025-04-22', ['2025-04-18', '2025-04-21']), 1);
  assert.equal(d.workingDaysBetween('2025-04-17', '2025-04-17'), 0);
});
