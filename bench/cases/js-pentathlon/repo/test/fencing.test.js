'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const f = require('../src/fencing');

test('victory value depends on the number of bouts', () => {
  assert.equal(f.victoryValue(35), 5);
  assert.equal(f.victoryValue(30), 6);
  assert.equal(f.victoryValue(23), 7);
  assert.equal(f.victoryValue(15), 10);
  assert.equal(f.victoryValue(3), 12);
  assert.throws(() => f.victoryValue(0), RangeError);
});

test('70% victories is worth 250', () => {
  assert.equal(f.targetVictories(35), 25);
  assert.equal(f.rankingRoundPoints(25, 35), 250);
  assert.equal(f.rankingRoundPoints(30, 35), 275);
  assert.equal(f.rankingRoundPoints(20, 35), 225);
});

test('small pool', () => {
  // 3 bouts: target round(2.1) = 2, 12 points a victory
  assert.equal(f.rankingRoundPoints(3, 3), 262);
  assert.equal(f.rankingRoundPoints(0, 3), 226);
  assert.throws(() => f.rankingRoundPoints(4, 3), RangeError);
});

test('tally counts victories and bouts', () => {
  const rows = f.tally(['A', 'B', 'C'], [['A', 'B'], ['A', 'C'], ['C', 'B']]);
  assert.deepEqual(rows, [
    { athlete: 'A', victories: 2, bouts: 2 },
    { athlete: 'B', victories: 0, bouts: 2 },
    { athlete: 'C', victories: 1, bouts: 2 },
  ]);
  assert.throws(() => f.tally(['A'], [['A', 'Z']]));
  assert.throws(() => f.tally(['A'], [['A', 'A']]));
});

test('fencing points for a full round robin', () => {
  const athletes = ['A', 'B', 'C', 'D'];
  const bouts = [['A', 'B'], ['A', 'C'], ['A', 'D'], ['B', 'C'], ['B', 'D'], ['D', 'C']];
  const points = f.fencingPoints(athletes, bouts);
  // 3 bouts each, target 2, value 12
  assert.equal(points.get('A'), 262);
  assert.equal(points.get('B'), 250);
  assert.equal(points.get('D'), 238);
  assert.equal(points.get('C'), 226);
  assert.throws(() => f.fencingPoints(athletes, bouts.slice(1)));
});
