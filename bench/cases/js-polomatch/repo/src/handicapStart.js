'use strict';

const { teamHandicap } = require('./team');

/**
 * Goals the lower-rated team starts with: the difference in team handicaps,
 * scaled to the number of chukkas (handicaps are rated over six), halves
 * rounded up.
 */
function startGoals(home, away, chukkas = 6) {
  const diff = teamHandicap(home) - teamHandicap(away);
  const goals = Math.round((Math.abs(diff) * chukkas) / 6 * 2) / 2;
  const awarded = Math.ceil(goals);
  if (diff > 0) return { home: 0, away: awarded };
  if (diff < 0) return { home: awarded, away: 0 };
  return { home: 0, away: 0 };
}

module.exports = { startGoals };
