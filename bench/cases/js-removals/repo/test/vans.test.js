'use strict';

const assert = require('node:assert/strict');
const { vansFor, vanCost } = require('../src/vans');

const names = (vans) => vans.map((v) => v.name);

describe('vans', () => {
  it('sends the smallest van that takes a small load', () => {
    assert.deepEqual(names(vansFor(5.5)), ['small van']);
    assert.deepEqual(names(vansFor(9)), ['transit']);
  });

  it('fills Lutons first for a big load', () => {
    assert.deepEqual(names(vansFor(16)), ['luton']);
    assert.deepEqual(names(vansFor(24)), ['luton', 'small van']);
    assert.deepEqual(names(vansFor(40)), ['luton', 'luton', 'small van']);
  });

  it('costs the vans by the day', () => {
    assert.equal(vanCost(vansFor(24), 2), 2 * (42000 + 19000));
  });
});
