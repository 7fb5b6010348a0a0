'use strict';

const assert = require('node:assert/strict');
const { match, goal, score, result, scorers } = require('../src');
const { larks, hawks } = require('./fixtures');

describe('scoring', () => {
  it('adds field goals to the handicap start', () => {
    const m = match(larks(), hawks());
    goal(m, 1, 'away', 'Hal');
    goal(m, 2, 'away', 'Hal');
    goal(m, 4, 'home', 'Cal');
    assert.deepEqual(score(m), { home: 3, away: 2 });
    assert.deepEqual(result(m), { winner: 'Cowdray Larks', score: { home: 3, away: 2 } });
  });

  it('knows a draw', () => {
    const m = match(larks(), hawks());
    goal(m, 6, 'away', 'Gus');
    goal(m, 6, 'away', 'Eli');
    assert.equal(result(m).winner, null);
  });

  it('refuses a goal by a player of the other team or outside the match', () => {
    const m = match(larks(), hawks(), 4);
    assert.throws(() => goal(m, 1, 'home', 'Hal'), /Hal does not play for Cowdray Larks/);
    assert.throws(() => goal(m, 5, 'home', 'Ada'), /no chukka 5/);
  });

  it('ranks the scorers', () => {
    const m = match(larks(), hawks());
    goal(m, 1, 'away', 'Hal');
    goal(m, 3, 'home', 'Ada');
    goal(m, 5, 'away', 'Hal');
    goal(m, 6, 'home');
    assert.deepEqual(scorers(m), [['Hal', 2], ['Ada', 1]]);
  });
});
