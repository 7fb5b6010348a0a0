'use strict';

const { standings } = require('./standings');
const { rateEvent } = require('./elo');

function cell(score) {
  if (score === undefined) return ' ';
  return score === 0.5 ? '½' : String(score);
}

function fmtPoints(p) {
  const whole = Math.floor(p);
  return p % 1 ? `${whole || ''}½` : String(whole);
}

// One row per player in standings order; a column per opponent by place, then points and the new rating.
function crosstable(players, rounds) {
  const names = players.map((p) => p.name);
  const rows = standings(names, rounds);
  const after = rateEvent(players, rounds);
  const order = rows.map((r) => r.name);
  const width = Math.max(...names.map((n) => n.length));
  const lines = [];
  for (const row of rows) {
    const against = {};
    for (const round of rounds) {
      for (const g of round) {
        if (g.white === row.name) against[g.black] = g.score[row.name];
        if (g.black === row.name) against[g.white] = g.score[row.name];
      }
    }
    const cells = order.map((other) => (other === row.name ? 'x' : cell(against[other])));
    lines.push(`${String(row.place).padStart(2)} ${row.name.padEnd(width)}  ${cells.join(' ')}  ${fmtPoints(row.points).padStart(2)}  ${after[row.name]}`);
  }
  return lines.join('\n');
}

module.exports = { crosstable };
