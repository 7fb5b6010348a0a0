'use strict';

const { roundBoard } = require('../src/index');
const { pad, padLeft } = require('../src/report');
const { ROUND_TWO } = require('./fixtures');

test('pad and padLeft', () => {
  expect(pad('ab', 4)).toBe('ab  ');
  expect(padLeft(7, 3)).toBe('  7');
  expect(pad('abcdef', 3)).toBe('abcdef');
});

test('the board of round two', () => {
  expect(roundBoard(ROUND_TWO, 'Winter league, round 2')).toBe(
    [
      'Winter league, round 2',
      '======================',
      '  1. Ines     3T3z 5 4',
      '  2. Ravi     2T4z 2 5',
      '  3. Tomek    2T3z 2 3',
      '  4. Bea      2T3z 4 5',
      '',
    ].join('\n'),
  );
});
