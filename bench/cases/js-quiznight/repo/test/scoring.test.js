'use strict';

const assert = require('node:assert/strict');
const { DEFAULT_RULES } = require('../lib/rules');
const { scoreRound, tally } = require('../lib/scoring');

describe('scoring', () => {
  it('adds the points of a round', () => {
    assert.equal(scoreRound(['correct', 'partial', 'wrong', 'correct'], DEFAULT_RULES), 5);
  });

  it('doubles a joker round', () => {
    assert.equal(scoreRound(['correct', 'partial'], DEFAULT_RULES, { joker: true }), 6);
  });

  it('scores an empty round as nothing', () => {
    assert.equal(scoreRound([], DEFAULT_RULES), 0);
  });

  it('counts the marks of a round', () => {
    assert.deepEqual(tally(['correct', 'wrong', 'correct']), { correct: 2, partial: 0, wrong: 1 });
  });
});
