'use strict';

const { result, score } = require('./scoring');

const WIN_POINTS = 2;
const DRAW_POINTS = 1;

/** League table of a round robin: points, then goal difference, then goals for. */
function standings(matches) {
  const rows = new Map();
  const row = (name) => {
    if (!rows.has(name)) rows.set(name, { team: name, played: 0, points: 0, for: 0, against: 0 });
    return rows.get(name);
  };
  for (const m of matches) {
    const s = score(m);
    const { winner } = result(m);
    const home = row(m.home.name);
    const away = row(m.away.name);
    home.played++;
    away.played++;
    home.for += s.home;
    home.against += s.away;
    away.for += s.away;
    away.against += s.home;
    if (winner === null) {
      home.points += DRAW_POINTS;
      away.points += DRAW_POINTS;
    } else {
      row(winner).points += WIN_POINTS;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.for - b.against - (a.for - a.against) ||
      b.for - a.for ||
      a.team.localeCompare(b.team),
  );
}

module.exports = { standings, WIN_POINTS, DRAW_POINTS };
