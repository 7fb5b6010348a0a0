'use strict';

const { parseClock, formatClock, parseSpan } = require('../src/clock');

describe('clock', () => {
  test('parses a time of day into minutes', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('9:05')).toBe(545);
    expect(parseClock(' 13:30 ')).toBe(810);
  });

  test('rejects what is not a time of day', () => {
    expect(() => parseClock('24:00')).toThrow('not a time of day');
    expect(() => parseClock('10:60')).toThrow('not a time of day');
    expect(() => parseClock('ten')).toThrow('not a time of day');
  });

  test('formats minutes as HH:MM', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(545)).toBe('09:05');
    expect(formatClock(1439)).toBe('23:59');
  });

  test('parses a span', () => {
    expect(parseSpan('10:00-13:30')).toEqual({ from: 600, to: 810 });
    expect(() => parseSpan('13:00-10:00')).toThrow('ends before it starts');
    expect(() => parseSpan('10:00')).toThrow('not a span');
  });
});
