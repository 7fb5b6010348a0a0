'use strict';

const assert = require('assert');
const { rankRuns } = require('../lib/ranking');

describe('rankRuns', () => {
  it('orders by faults', () => {
    const placed = rankRuns([
      { dog: 'A', faults: 10, time: 30 },
      { dog: 'B', faults: 0, time: 38 },
      { dog: 'C', faults: 5, time: 33 },
    ]);
    assert.deepStrictEqual(placed.map((r) => r.dog), ['B', 'C', 'A']);
    assert.deepStrictEqual(placed.map((r) => r.place), [1, 2, 3]);
  });

  it('shares a place between equal runs', () => {
    const placed = rankRuns([
      { dog: 'A', faults: 5, time: 35 },
      { dog: 'B', faults: 5, time: 35 },
      { dog: 'C', faults: 10, time: 30 },
    ]);
    assert.deepStrictEqual(placed.map((r) => r.place), [1, 1, 3]);
  });
});
