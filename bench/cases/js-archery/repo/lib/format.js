'use strict';

const { round } = require('./rounds');

function pad(text, width, right = false) {
  const s = String(text);
  return right ? s.padStart(width) : s.padEnd(width);
}

// The results sheet: place, archer, score and the tie-break columns of the face.
function resultsTable(rows, roundId) {
  const r = round(roundId);
  const cols = r.face === 'metric' ? ['tens', 'xs'] : ['hits', 'golds'];
  const head = [pad('Pl', 3), pad('Archer', 20), pad('Score', 6, true), ...cols.map((c) => pad(c, 6, true))];
  const lines = [`${r.name}`, head.join(' ')];
  for (const row of rows) {
    lines.push(
      [pad(row.place, 3), pad(row.archer, 20), pad(row.score, 6, true), ...cols.map((c) => pad(row[c], 6, true))].join(' '),
    );
  }
  return lines.join('\n') + '\n';
}

module.exports = { pad, resultsTable };
