'use strict';

const { startGoals } = require('./handicapStart');

/**
 * A match between two teams: goals by chukka on top of the handicap start.
 */
function match(home, away, chukkas = 6) {
  return {
    home,
    away,
    chukkas,
    start: startGoals(home, away, chukkas),
    goals: [], // { chukka, team: 'home' | 'away', scorer }
  };
}

function goal(m, chukka, side, scorer) {
  if (chukka < 1 || chukka > m.chukkas) {
    throw new RangeError(`no chukka ${chukka} in a ${m.chukkas}-chukka match`);
  }
  const t = side === 'home' ? m.home : m.away;
  if (scorer !== undefined && !t.players.some((p) => p.name === scorer)) {
    throw new Error(`${scorer} does not play for ${t.name}`);
  }
  m.goals.push({ chukka, side, scorer });
  return m;
}

function score(m) {
  const s = { home: m.start.home, away: m.start.away };
  for (const g of m.goals) s[g.side] += 1;
  return s;
}

function result(m) {
  const s = score(m);
  if (s.home === s.away) return { winner: null, score: s };
  return { winner: s.home > s.away ? m.home.name : m.away.name, score: s };
}

/** Goals scored by each player (handicap goals belong to nobody). */
function scorers(m) {
  const byName = new Map();
  for (const g of m.goals) {
    if (g.scorer) byName.set(g.scorer, (byName.get(g.scorer) || 0) + 1);
  }
  return [...byName].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

module.exports = { match, goal, score, result, scorers };
