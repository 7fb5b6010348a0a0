import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, addMonths, ageOn, daysBetween, formatDate, parseDate } from '../src/dates.js';

test('parseDate reads ISO dates and rejects impossible ones', () => {
  assert.equal(formatDate(parseDate('2026-03-29')), '2026-03-29');
  assert.throws(() => parseDate('2026-02-30'), /no such date/);
  assert.throws(() => parseDate('29/03/2026'), /not a date/);
});

test('addDays crosses months and years', () => {
  assert.equal(formatDate(addDays(parseDate('2026-12-30'), 3)), '2027-01-02');
});

test('addMonths keeps the day, or the last day of a shorter month', () => {
  assert.equal(formatDate(addMonths(parseDate('2026-05-14'), 6)), '2026-11-14');
  assert.equal(formatDate(addMonths(parseDate('2025-11-24'), 12)), '2026-11-24');
  assert.equal(formatDate(addMonths(parseDate('2026-08-31'), 6)), '2027-02-28');
  assert.equal(formatDate(addMonths(parseDate('2027-08-31'), 6)), '2028-02-29');
});

test('daysBetween counts calendar days', () => {
  assert.equal(daysBetween(parseDate('2026-03-01'), parseDate('2026-04-01')), 31);
  assert.equal(daysBetween(parseDate('2026-04-01'), parseDate('2026-03-01')), -31);
});

test('ageOn counts whole years', () => {
  const birth = parseDate('1990-06-15');
  assert.equal(ageOn(birth, parseDate('2026-06-14')), 35);
  assert.equal(ageOn(birth, parseDate('2026-06-15')), 36);
  assert.equal(ageOn(parseDate('2012-02-29'), parseDate('2026-02-28')), 13);
  assert.equal(ageOn(parseDate('2012-02-29'), parseDate('2026-03-01')), 14);
});
