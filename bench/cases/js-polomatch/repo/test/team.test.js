'use strict';

const assert = require('node:assert/strict');
const { player, team, teamHandicap, inBand } = require('../src');
const { larks, hawks, otters } = require('./fixtures');

describe('team', () => {
  it('adds up the handicaps of its players', () => {
    assert.equal(teamHandicap(larks()), 6);
    assert.equal(teamHandicap(hawks()), 8);
    assert.equal(teamHandicap(otters()), 4);
  });

  it('fields exactly four players, each once', () => {
    assert.throws(() => team('Three', [player('A', 1), player('B', 1), player('C', 1)]), /fields 4 players, not 3/);
    assert.throws(
      () => team('Twice', [player('A', 1), player('B', 1), player('C', 1), player('A', 1)]),
      /listed twice/,
    );
  });

  it('checks the handicap band of a tournament', () => {
    assert.equal(inBand(larks(), 6, 8), true);
    assert.equal(inBand(otters(), 6, 8), false);
  });
});
