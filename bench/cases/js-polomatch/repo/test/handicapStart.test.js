'use strict';

const assert = require('node:assert/strict');
const { startGoals } = require('../src');
const { larks, hawks, otters } = require('./fixtures');

describe('startGoals', () => {
  it('gives the lower-rated team the handicap difference over six chukkas', () => {
    assert.deepEqual(startGoals(larks(), hawks()), { home: 2, away: 0 });
    assert.deepEqual(startGoals(hawks(), otters()), { home: 0, away: 4 });
  });

  it('scales the difference to shorter matches, halves rounded up', () => {
    assert.deepEqual(startGoals(larks(), hawks(), 4), { home: 2, away: 0 });
    assert.deepEqual(startGoals(otters(), hawks(), 4), { home: 3, away: 0 });
  });

  it('gives nothing between equal teams', () => {
    assert.deepEqual(startGoals(larks(), larks()), { home: 0, away: 0 });
  });
});
