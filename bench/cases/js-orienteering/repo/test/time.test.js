const { parseClock, formatClock, formatElapsed, formatPace } = require('../src/time');

describe('clock times', () => {
  test('parses h:mm:ss and mm:ss', () => {
    expect(parseClock('10:06:10')).toBe(36370);
    expect(parseClock('06:10')).toBe(370);
  });

  test('rejects nonsense', () => {
    expect(() => parseClock('10:61:00')).toThrow('not a clock time');
    expect(() => parseClock('ten')).toThrow();
    expect(() => parseClock('1:2:3:4')).toThrow();
  });

  test('formats from midnight', () => {
    expect(formatClock(36370)).toBe('10:06:10');
  });
});

describe('elapsed times', () => {
  test('minutes up to a hundred', () => {
    expect(formatElapsed(1455)).toBe('24:15');
    expect(formatElapsed(4325)).toBe('72:05');
    expect(formatElapsed(5)).toBe('0:05');
  });

  test('hours beyond', () => {
    expect(formatElapsed(6000)).toBe('1:40:00');
  });

  test('negative', () => {
    expect(formatElapsed(-65)).toBe('-1:05');
  });

  test('pace per kilometre', () => {
    expect(formatPace(346.43)).toBe('5:46/km');
    expect(formatPace(359.6)).toBe('6:00/km');
  });
});
