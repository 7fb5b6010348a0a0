'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { startList, delays } = require('../src/handicap');

test('leader starts first, one second per point behind', () => {
  const list = startList({ A: 800, B: 812, C: 790 });
  assert.deepEqual(list.map((e) => [e.athlete, e.delay]), [
    ['B', 0],
    ['A', 1200],
    ['C', 2200],
  ]);
});

test('ties start together, in name order', () => {
  const list = startList({ Zed: 700, Amy: 700 });
  assert.deepEqual(list.map((e) => e.athlete), ['Amy', 'Zed']);
  assert.equal(list[1].delay, 0);
});

test('delays map', () => {
  assert.equal(delays({ A: 10, B: 4 }).get('B'), 600);
  assert.deepEqual(startList({}), []);
});
