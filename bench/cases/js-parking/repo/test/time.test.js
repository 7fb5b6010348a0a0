const { parseClock, minutesBetween } = require('../src/time');

test('parses a clock time to minutes after midnight', () => {
  expect(parseClock('07:05')).toBe(425);
  expect(parseClock('9:30')).toBe(570);
});

test('refuses a time that is not one', () => {
  expect(() => parseClock('24:00')).toThrow('not a time');
  expect(() => parseClock('7.30')).toThrow('not a time');
});

test('minutes between two times', () => {
  expect(minutesBetween('08:40', '10:05')).toBe(85);
  expect(() => minutesBetween('10:00', '09:00')).toThrow('left before arriving');
});
