'use strict';

const assert = require('node:assert/strict');
const { scorecard, runningTotals } = require('../lib/scorecard');

describe('scorecard', () => {
  it('totals a metric card with hits, tens and Xs', () => {
    const card = scorecard('Ana Ruiz', 'frostbite', [
      'X X 10 9 9 8',
      '10 9 9 8 7 M',
      'X 10 10 9 8 8',
      '9 9 8 8 7 6',
      'X 10 9 9 9 8',
      '10 10 9 8 8 7',
    ]);
    assert.deepEqual(card.ends, [56, 43, 55, 47, 55, 52]);
    assert.equal(card.score, 308);
    assert.equal(card.hits, 35);
    assert.equal(card.tens, 11);
    assert.equal(card.xs, 4);
    assert.equal(card.complete, true);
  });

  it('counts golds and hits on an imperial card', () => {
    const card = scorecard('Ben Hale', 'warwick', ['9 9 7 7 5 3', '9 7 5 5 1 M']);
    assert.equal(card.score, 67);
    assert.equal(card.hits, 11);
    assert.equal(card.golds, 3);
    assert.equal(card.complete, false);
  });

  it('refuses more ends than the round has', () => {
    const ends = Array(9).fill('9 9 9 9 9 9');
    assert.throws(() => scorecard('Cai', 'warwick', ends), /9 ends, Warwick has 8/);
  });

  it('gives the running totals', () => {
    const card = scorecard('Dee', 'portsmouth', ['10 9 9', 'X 10 8', '9 8 M']);
    assert.deepEqual(runningTotals(card), [28, 56, 73]);
  });
});
