'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { parseSheet } = require('../lib/marks');
const { standings, champion, withTotal } = require('../lib/standings');

const sheet = () => parseSheet(fs.readFileSync(path.join(__dirname, 'fixtures', 'match.csv'), 'utf8'));
const entry = (plot, competitor, klass, opening, crown, straightness, finish) => ({
  plot, competitor, class: klass, opening, crown, straightness, finish,
});

test('withTotal adds the four marks', () => {
  assert.equal(withTotal(entry(1, 'A', 'horse', 20, 21, 22, 23)).total, 86);
});

test('standings: classes in order of first appearance, best total first', () => {
  const table = standings(sheet());
  assert.deepEqual([...table.keys()], ['horse', 'vintage', 'reversible', 'novice']);
  assert.deepEqual(
    table.get('vintage').map((e) => [e.place, e.competitor, e.total]),
    [
      [1, 'Jory Pascoe', 78],
      [2, 'Kitto Laity', 76],
      [3, 'Walter Hoskin', 74],
    ],
  );
});

test('standings: equal totals share a place', () => {
  const table = standings([
    entry(1, 'A', 'classic', 10, 10, 10, 10),
    entry(2, 'B', 'classic', 12, 10, 10, 10),
    entry(3, 'C', 'classic', 10, 10, 10, 10),
    entry(4, 'D', 'classic', 5, 5, 5, 5),
  ]);
  assert.deepEqual(
    table.get('classic').map((e) => e.place),
    [1, 2, 2, 4],
  );
});

test('champion: the best total of any class', () => {
  const best = champion(sheet());
  assert.equal(best.competitor, 'Morwenna Bray');
  assert.equal(best.total, 90);
  assert.equal(champion([]), undefined);
});
