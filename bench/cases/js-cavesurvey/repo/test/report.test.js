'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { reduceText, stationTable } = require('../src/index');

const DRAGON = `
*fix 1 0 0 120
1 2 12.0 180 -30
2 3 8.5 200 -15 20 15
3 4 6.0 - -90
4 5 15.2 270 5
3 - 2.1 110 0
5 - 3.0 0 10
`;

test('summary counts legs, splays, length and depth', () => {
  const { summary } = reduceText(DRAGON);
  assert.deepEqual(summary, { stations: 5, legs: 4, splays: 2, length: 41.7, depth: 14.2 });
});

test('the station table is sorted and aligned', () => {
  const { result } = reduceText(DRAGON);
  assert.equal(stationTable(result), [
    'station      east     north        up',
    '1            0.00      0.00    120.00',
    '2            0.00    -10.39    114.00',
    '3           -2.81    -18.11    111.80',
    '4           -2.81    -18.11    105.80',
    '5          -17.95    -18.11    107.12',
  ].join('\n'));
});

test('station names sort by their numbers', () => {
  const { result } = reduceText('st2 st10 5 0 0\nst1 st2 5 0 0');
  assert.deepEqual(stationTable(result).split('\n').slice(1).map((l) => l.split(' ')[0]), ['st1', 'st2', 'st10']);
});
