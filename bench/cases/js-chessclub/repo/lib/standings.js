'use strict';

function points(names, rounds) {
  const total = Object.fromEntries(names.map((n) => [n, 0]));
  for (const round of rounds) {
    for (const game of round) {
      for (const name of [game.white, game.black]) total[name] += game.score[name];
    }
  }
  return total;
}

// Sonneborn-Berger: the points of every opponent beaten, and half the points of every opponent drawn with.
function sonnebornBerger(names, rounds, total) {
  const sb = Object.fromEntries(names.map((n) => [n, 0]));
  for (const round of rounds) {
    for (const game of round) {
      sb[game.white] += game.score[game.white] * total[game.black];
      sb[game.black] += game.score[game.black] * total[game.white];
    }
  }
  return sb;
}

function standings(names, rounds) {
  const total = points(names, rounds);
  const sb = sonnebornBerger(names, rounds, total);
  const rows = names.map((name) => ({ name, points: total[name], sb: sb[name] }));
  rows.sort((a, b) => b.points - a.points || b.sb - a.sb || a.name.localeCompare(b.name));
  let place = 0;
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    if (!prev || prev.points !== row.points || prev.sb !== row.sb) place = i + 1;
    row.place = place;
  });
  return rows;
}

module.exports = { points, sonnebornBerger, standings };
