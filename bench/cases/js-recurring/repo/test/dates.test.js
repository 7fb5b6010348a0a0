'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parseISODate, formatISODate, daysInMonth, addDays, addMonths, daysBetween } = require('../lib/dates');

test('parse and format round trip', () => {
  for (const text of ['2024-02-29', '1999-12-31', '2025-01-01']) {
    assert.strictEqual(formatISODate(parseISODate(text)), text);
  }
});

test('parse refuses what is not a day', () => {
  assert.throws(() => parseISODate('2023-02-29'), RangeError);
  assert.throws(() => parseISODate('2024-13-01'), RangeError);
  assert.throws(() => parseISODate('24-1-1'), RangeError);
});

test('days in month, leap years included', () => {
  assert.strictEqual(daysInMonth(2024, 1), 29);
  assert.strictEqual(daysInMonth(2023, 1), 28);
  assert.strictEqual(daysInMonth(1900, 1), 28);
  assert.strictEqual(daysInMonth(2000, 1), 29);
  assert.strictEqual(daysInMonth(2024, 3), 30);
});

test('addDays crosses months and years', () => {
  assert.strictEqual(formatISODate(addDays(parseISODate('2024-12-30'), 3)), '2025-01-02');
  assert.strictEqual(formatISODate(addDays(parseISODate('2024-03-01'), -1)), '2024-02-29');
});

test('addMonths keeps the day of the month', () => {
  assert.strictEqual(formatISODate(addMonths(parseISODate('2024-01-15'), 1)), '2024-02-15');
  assert.strictEqual(formatISODate(addMonths(parseISODate('2024-11-15'), 3)), '2025-02-15');
});

test('daysBetween counts whole days', () => {
  assert.strictEqual(daysBetween(parseISODate('2024-01-01'), parseISODate('2024-03-01')), 60);
});
