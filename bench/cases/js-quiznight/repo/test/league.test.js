'use strict';

const assert = require('node:assert/strict');
const { League } = require('../lib/league');

function crown() {
  const league = new League('Thursday at the Crown');
  league.addTeam('Quizteama Aguilera', ['Ann', 'Bo']);
  league.addTeam('Les Quizerables', ['Cy']);
  league.addTeam('Owls');
  return league;
}

describe('League', () => {
  it('refuses a team entered twice', () => {
    const league = crown();
    assert.throws(() => league.addTeam('Owls'), /already entered/);
  });

  it('refuses a team larger than the rules allow', () => {
    const league = new League('Small tables', { maxTeamSize: 2 });
    assert.throws(() => league.addTeam('Crowd', ['a', 'b', 'c']), /at most 2 allowed/);
  });

  it('adds up the rounds of a team', () => {
    const league = crown();
    league.recordRound('Owls', ['correct', 'partial', 'wrong']);
    league.recordRound('Owls', ['partial', 'partial']);
    assert.equal(league.total('Owls'), 5);
  });

  it('lets a team play its joker once', () => {
    const league = crown();
    assert.equal(league.recordRound('Owls', ['correct', 'correct'], { joker: true }), 8);
    assert.throws(() => league.recordRound('Owls', ['correct'], { joker: true }), /already played its joker/);
  });

  it('ranks teams by points, then by name', () => {
    const league = crown();
    league.recordRound('Quizteama Aguilera', ['correct', 'partial']);
    league.recordRound('Les Quizerables', ['correct', 'partial']);
    league.recordRound('Owls', ['correct', 'correct', 'partial']);
    assert.deepEqual(league.standings(), [
      { team: 'Owls', rounds: 1, points: 5 },
      { team: 'Les Quizerables', rounds: 1, points: 3 },
      { team: 'Quizteama Aguilera', rounds: 1, points: 3 },
    ]);
  });

  it('triples a joker round in a league that says so', () => {
    const league = new League('Big stakes', { jokerMultiplier: 3 });
    league.addTeam('Owls');
    assert.equal(league.recordRound('Owls', ['correct', 'partial'], { joker: true }), 9);
  });
});
