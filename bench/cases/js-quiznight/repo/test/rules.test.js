'use strict';

const assert = require('node:assert/strict');
const { DEFAULT_RULES, resolveRules, pointsFor } = require('../lib/rules');

describe('rules', () => {
  it('starts from the default rules', () => {
    assert.deepEqual(resolveRules(), DEFAULT_RULES);
  });

  it('lets a league change a rule', () => {
    const rules = resolveRules({ jokerMultiplier: 3 });
    assert.equal(rules.jokerMultiplier, 3);
    assert.equal(rules.maxTeamSize, 6);
  });

  it('refuses a rule it does not know', () => {
    assert.throws(() => resolveRules({ timeLimit: 60 }), /unknown rule: timeLimit/);
  });

  it('gives the points of each mark', () => {
    assert.equal(pointsFor('correct', DEFAULT_RULES), 2);
    assert.equal(pointsFor('partial', DEFAULT_RULES), 1);
    assert.equal(pointsFor('wrong', DEFAULT_RULES), 0);
    assert.throws(() => pointsFor('maybe', DEFAULT_RULES), /unknown mark/);
  });
});
