'use strict';

const test = require('tape');
const { points, standings } = require('../lib');
const { event } = require('./fixtures/event');

test('points from every round', (t) => {
  const { names, rounds } = event();
  t.deepEqual(points(names, rounds), {
    'Ann Rowe': 2.5, 'Jory Pascoe': 2, 'Kitto Laity': 2.5, 'Morwenna Bray': 3, 'Ned Trewin': 0,
  });
  t.end();
});

test('equal points are split by Sonneborn-Berger', (t) => {
  const { names, rounds } = event();
  const rows = standings(names, rounds);
  t.deepEqual(rows.map((r) => [r.place, r.name, r.points, r.sb]), [
    [1, 'Morwenna Bray', 3, 4.5],
    [2, 'Kitto Laity', 2.5, 4],
    [3, 'Ann Rowe', 2.5, 3.5],
    [4, 'Jory Pascoe', 2, 2.5],
    [5, 'Ned Trewin', 0, 0],
  ]);
  t.end();
});

test('a full tie shares the place', (t) => {
  const rounds = [[{ white: 'A', black: 'B', score: { A: 0.5, B: 0.5 } }]];
  t.deepEqual(standings(['A', 'B'], rounds).map((r) => r.place), [1, 1]);
  t.end();
});
