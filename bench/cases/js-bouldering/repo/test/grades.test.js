'use strict';

const { parseGrade, formatGrade, pointsFor } = require('../src/grades');

describe('parseGrade', () => {
  test('reads V grades and the beginners circuit', () => {
    expect(parseGrade('V0')).toBe(0);
    expect(parseGrade('v7')).toBe(7);
    expect(parseGrade(' V12 ')).toBe(12);
    expect(parseGrade('VB')).toBe(-1);
  });

  test('rejects what is not a grade', () => {
    expect(() => parseGrade('7a')).toThrow('not a grade: 7a');
    expect(() => parseGrade('V13')).toThrow('grade out of range: V13');
    expect(() => parseGrade('')).toThrow('not a grade');
  });
});

test('formatGrade writes what parseGrade reads', () => {
  for (const text of ['VB', 'V0', 'V5', 'V12']) {
    expect(formatGrade(parseGrade(text))).toBe(text);
  }
});

test('pointsFor rises with the grade', () => {
  expect(pointsFor(-1)).toBe(10);
  expect(pointsFor(0)).toBe(100);
  expect(pointsFor(4)).toBe(300);
});
