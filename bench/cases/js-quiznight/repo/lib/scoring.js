'use strict';

const { pointsFor } = require('./rules');

function scoreRound(marks, rules, { joker = false } = {}) {
  let total = 0;
  for (const mark of marks) {
    total += pointsFor(mark, rules);
  }
  return joker ? total * rules.jokerMultiplier : total;
}

function tally(marks) {
  const counts = { correct: 0, partial: 0, wrong: 0 };
  for (const mark of marks) {
    counts[mark] += 1;
  }
  return counts;
}

module.exports = { scoreRound, tally };
