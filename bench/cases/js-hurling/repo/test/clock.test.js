'use strict';

const { parseStamp, matchSeconds, minuteLabel, compareTimes } = require('../src/clock');

test('parses a stamp', () => {
  expect(parseStamp('1H 23:10')).toEqual({ half: 1, seconds: 1390 });
  expect(parseStamp('2H 5:00')).toEqual({ half: 2, seconds: 300 });
  expect(() => parseStamp('3H 01:00')).toThrow('bad match time');
  expect(() => parseStamp('1H 01:75')).toThrow('bad match time');
});

test('counts second-half times from the end of the first half', () => {
  expect(matchSeconds(parseStamp('2H 05:00'))).toBe(2400);
  expect(matchSeconds(parseStamp('2H 05:00'), 30)).toBe(2100);
});

test('labels the minute of the match', () => {
  expect(minuteLabel(parseStamp('1H 00:10'))).toBe("1'");
  expect(minuteLabel(parseStamp('1H 23:10'))).toBe("24'");
  expect(minuteLabel(parseStamp('2H 05:00'))).toBe("41'");
});

test('orders times', () => {
  expect(compareTimes(parseStamp('1H 36:20'), parseStamp('2H 00:05'))).toBeLessThan(0);
});
