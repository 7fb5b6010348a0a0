'use strict';

const { addDays, addMonths, daysBetween, parseDate } = require('../src/dates');

test('adds days across a month end', () => {
  expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
});

test('adds months, keeping to the last day of a short month', () => {
  expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
  expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  expect(addMonths('2023-03-10', 36)).toBe('2026-03-10');
});

test('days between, signed', () => {
  expect(daysBetween('2026-03-10', '2026-04-09')).toBe(30);
  expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
  expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
});

test('rejects what is not a date', () => {
  expect(() => parseDate('10/03/2026')).toThrow('not a date');
});
