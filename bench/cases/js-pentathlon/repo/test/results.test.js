'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { rank, podium } = require('../src/results');

test('ranks by total, then by finish', () => {
  const standings = rank([
    { athlete: 'A', total: 1400, finishClock: 81000 },
    { athlete: 'B', total: 1420, finishClock: 80000 },
    { athlete: 'C', total: 1400, finishClock: 80500 },
  ]);
  assert.deepEqual(standings.map((r) => [r.athlete, r.place]), [
    ['B', 1],
    ['C', 2],
    ['A', 3],
  ]);
});

test('a dead heat shares a place', () => {
  const standings = rank([
    { athlete: 'A', total: 1400, finishClock: 80000 },
    { athlete: 'B', total: 1400, finishClock: 80000 },
    { athlete: 'C', total: 1300, finishClock: 90000 },
  ]);
  assert.deepEqual(standings.map((r) => r.place), [1, 1, 3]);
  assert.deepEqual(podium(standings), ['A', 'B', 'C']);
});
