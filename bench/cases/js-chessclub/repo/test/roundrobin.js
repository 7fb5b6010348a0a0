'use strict';

const test = require('tape');
const { pairings, byes } = require('../lib');

test('every player meets every other once', (t) => {
  const names = ['A', 'B', 'C', 'D', 'E', 'F'];
  const rounds = pairings(names);
  t.equal(rounds.length, 5);
  const met = new Set(rounds.flat().map((g) => [g.white, g.black].sort().join('')));
  t.equal(met.size, 15);
  t.end();
});

test('an odd number of players gives one bye a round, each player once', (t) => {
  const names = ['A', 'B', 'C', 'D', 'E'];
  const rounds = pairings(names);
  t.equal(rounds.length, 5);
  t.ok(rounds.every((r) => r.length === 2));
  t.deepEqual([...byes(names, rounds)].sort(), names);
  t.end();
});

test('the first board alternates colours', (t) => {
  const rounds = pairings(['A', 'B', 'C', 'D']);
  t.deepEqual(rounds.map((r) => r[0]), [
    { white: 'A', black: 'D' },
    { white: 'C', black: 'A' },
    { white: 'A', black: 'B' },
  ]);
  t.end();
});
