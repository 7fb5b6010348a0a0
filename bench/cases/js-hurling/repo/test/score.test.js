'use strict';

const { parseScore, total, formatScore, add, ZERO } = require('../src/score');

test('parses goals and points', () => {
  expect(parseScore('2-14')).toEqual({ goals: 2, points: 14 });
  expect(parseScore(' 0-07 ')).toEqual({ goals: 0, points: 7 });
  expect(() => parseScore('2:14')).toThrow('not a score');
});

test('a goal is worth three points', () => {
  expect(total({ goals: 2, points: 14 })).toBe(20);
  expect(total(ZERO)).toBe(0);
});

test('formats with two-digit points', () => {
  expect(formatScore({ goals: 1, points: 3 })).toBe('1-03');
  expect(formatScore({ goals: 0, points: 21 })).toBe('0-21');
});

test('adds scores', () => {
  expect(add({ goals: 1, points: 2 }, { goals: 0, points: 1 })).toEqual({ goals: 1, points: 3 });
});
