'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { addDays, daysBetween, weekday, parse, compare } = require('../src/dates');

test('addDays crosses months, years and leap days', () => {
  assert.equal(addDays('2024-05-18', 14), '2024-06-01');
  assert.equal(addDays('2023-12-25', 10), '2024-01-04');
  assert.equal(addDays('2024-02-28', 1), '2024-02-29');
  assert.equal(addDays('2024-03-31', -31), '2024-02-29');
});

test('addDays is not moved by daylight saving', () => {
  assert.equal(addDays('2024-03-30', 1), '2024-03-31');
  assert.equal(addDays('2024-10-26', 2), '2024-10-28');
});

test('daysBetween', () => {
  assert.equal(daysBetween('2024-05-01', '2024-05-18'), 17);
  assert.equal(daysBetween('2024-05-18', '2024-05-01'), -17);
  assert.equal(daysBetween('2023-02-28', '2024-02-28'), 365);
});

test('weekday', () => {
  assert.equal(weekday('2024-05-18'), 6); // Saturday
  assert.equal(weekday('2024-05-19'), 0); // Sunday
});

test('bad dates are rejected', () => {
  assert.throws(() => parse('18/05/2024'), TypeError);
  assert.throws(() => parse('2023-02-29'), RangeError);
  assert.equal(compare('2024-01-02', '2024-01-10'), -1);
});
