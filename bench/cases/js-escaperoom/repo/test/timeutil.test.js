'use strict';

const { toMinutes, fromMinutes, checkDate, overlaps } = require('../src/timeutil');

test('toMinutes and fromMinutes are inverse', () => {
  expect(toMinutes('00:00')).toBe(0);
  expect(toMinutes('14:30')).toBe(870);
  expect(fromMinutes(870)).toBe('14:30');
  expect(fromMinutes(toMinutes('09:05'))).toBe('09:05');
});

test('bad times and dates are refused', () => {
  expect(() => toMinutes('24:00')).toThrow(RangeError);
  expect(() => toMinutes('9:00')).toThrow(/not a time/);
  expect(() => fromMinutes(1440)).toThrow(/out of the day/);
  expect(() => checkDate('2024-13-01')).toThrow(/not a date/);
  expect(checkDate('2024-03-09')).toBe('2024-03-09');
});

test('overlaps treats ranges as half-open', () => {
  expect(overlaps(600, 675, 675, 750)).toBe(false);
  expect(overlaps(600, 676, 675, 750)).toBe(true);
  expect(overlaps(700, 710, 600, 800)).toBe(true);
});
