'use strict';

const { toMinutes, formatMinutes, delayMinutes } = require('../src/times');

describe('times', () => {
  test('reads HH:MM as minutes since midnight', () => {
    expect(toMinutes('09:12')).toBe(552);
    expect(toMinutes('0:05')).toBe(5);
    expect(() => toMinutes('24:00')).toThrow('not a time');
    expect(() => toMinutes('9.12')).toThrow('not a time');
  });

  test('formats on the 24- or 12-hour clock', () => {
    expect(formatMinutes(552)).toBe('09:12');
    expect(formatMinutes(552, '12h')).toBe('9.12am');
    expect(formatMinutes(12 * 60 + 5, '12h')).toBe('12.05pm');
    expect(formatMinutes(1445)).toBe('00:05');
  });

  test('counts delays across midnight', () => {
    expect(delayMinutes('09:12', '09:15')).toBe(3);
    expect(delayMinutes('09:12', '09:10')).toBe(-2);
    expect(delayMinutes('23:58', '00:03')).toBe(5);
  });
});
