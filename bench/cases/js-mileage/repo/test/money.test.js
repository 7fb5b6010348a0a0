'use strict';

const { roundPence, formatPounds } = require('../src/money');

describe('roundPence', () => {
  test.each([
    [1732.5, 1733],
    [1732.49, 1732],
    [0, 0],
  ])('%p rounds to %p', (pence, want) => {
    expect(roundPence(pence)).toBe(want);
  });
});

describe('formatPounds', () => {
  test.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [123450, '£1,234.50'],
    [100000000, '£1,000,000.00'],
    [-250, '-£2.50'],
  ])('%p pence is %p', (pence, want) => {
    expect(formatPounds(pence)).toBe(want);
  });
});
