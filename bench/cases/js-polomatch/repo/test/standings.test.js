'use strict';

const assert = require('node:assert/strict');
const { match, goal, standings } = require('../src');
const { larks, hawks, otters } = require('./fixtures');

describe('standings', () => {
  it('ranks a round robin by points, goal difference and goals for', () => {
    const m1 = match(larks(), hawks()); // larks start 2-0
    goal(m1, 1, 'away', 'Hal');
    const m2 = match(hawks(), otters()); // otters start 0-4
    goal(m2, 2, 'home', 'Gus');
    goal(m2, 3, 'home', 'Gus');
    goal(m2, 5, 'home', 'Hal');
    goal(m2, 6, 'home', 'Eli');
    const m3 = match(otters(), larks()); // otters start 2-0
    goal(m3, 4, 'away', 'Cal');
    goal(m3, 5, 'away', 'Ada');
    goal(m3, 6, 'away', 'Bea');

    assert.deepEqual(
      standings([m1, m2, m3]).map((r) => [r.team, r.played, r.points, r.for, r.against]),
      [
        ['Cowdray Larks', 2, 4, 5, 3],
        ['Tidworth Otters', 2, 1, 6, 7],
        ['Ham Hawks', 2, 1, 5, 6],
      ],
    );
  });
});
