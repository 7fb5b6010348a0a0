'use strict';

const PLAYERS_ON_FIELD = 4;

function team(name, players) {
  if (players.length !== PLAYERS_ON_FIELD) {
    throw new Error(`${name}: a polo team fields ${PLAYERS_ON_FIELD} players, not ${players.length}`);
  }
  const names = new Set(players.map((p) => p.name));
  if (names.size !== players.length) {
    throw new Error(`${name}: a player is listed twice`);
  }
  return { name, players };
}

/** The team handicap is the sum of its players' handicaps. */
function teamHandicap(t) {
  return t.players.reduce((sum, p) => sum + p.handicap, 0);
}

/** Tournaments are played within a handicap band, e.g. 8-goal polo: teams of 6 to 8. */
function inBand(t, low, high) {
  const h = teamHandicap(t);
  return h >= low && h <= high;
}

module.exports = { team, teamHandicap, inBand, PLAYERS_ON_FIELD };
