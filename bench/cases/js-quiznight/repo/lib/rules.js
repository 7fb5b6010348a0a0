'use strict';

const DEFAULT_RULES = {
  points: { correct: 2, partial: 1, wrong: 0 },
  jokerMultiplier: 2,
  maxTeamSize: 6,
};

const MARKS = ['correct', 'partial', 'wrong'];

function resolveRules(overrides = {}) {
  for (const key of Object.keys(overrides)) {
    if (!(key in DEFAULT_RULES)) {
      throw new Error(`unknown rule: ${key}`);
    }
  }
  return { ...DEFAULT_RULES, ...overrides };
}

function pointsFor(mark, rules) {
  if (!MARKS.includes(mark)) {
    throw new Error(`unknown mark: ${mark}`);
  }
  return rules.points[mark];
}

module.exports = { DEFAULT_RULES, MARKS, resolveRules, pointsFor };
