'use strict';

const assert = require('node:assert/strict');
const { capacity, seatsLeft, findBlock } = require('../lib/seating');

describe('seating', () => {
  it('seats 72 under the dome', () => {
    assert.equal(capacity(), 72);
  });

  it('counts the seats not held', () => {
    assert.equal(seatsLeft([{ seats: ['A1', 'A2'] }, { seats: ['C5'] }]), 69);
  });

  it('finds seats side by side, front row first', () => {
    assert.deepEqual(findBlock([], 3), ['A1', 'A2', 'A3']);
    assert.deepEqual(findBlock([{ seats: ['A3'] }], 3), ['A4', 'A5', 'A6']);
  });

  it('moves back a row when a row has no room', () => {
    const full = Array.from({ length: 12 }, (_, i) => `A${i + 1}`).filter((s) => s !== 'A6');
    assert.deepEqual(findBlock([{ seats: full }], 2), ['B1', 'B2']);
  });

  it('gives up when no block is free', () => {
    assert.equal(findBlock([], 13), null);
  });
});
