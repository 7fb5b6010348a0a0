'use strict';

function pad(text, width) {
  return String(text).padEnd(width);
}

function lpad(text, width) {
  return String(text).padStart(width);
}

function report(res, { title = 'Results' } = {}) {
  const judges = res.adjudicators;
  const width = Math.max(4, ...res.rows.map((r) => r.band.length));
  const lines = [title, ''];
  lines.push(['Pl', pad('Band', width), 'Dr', ...judges.map((j) => lpad(j, 4)), lpad('Total', 5)].join('  '));
  for (const row of res.rows) {
    lines.push([
      lpad(row.place, 2),
      pad(row.band, width),
      lpad(row.drawn == null ? '-' : row.drawn, 2),
      ...judges.map((j) => lpad(row.marks[j], 4)),
      lpad(row.total, 5),
    ].join('  '));
  }
  return lines.join('\n') + '\n';
}

module.exports = { report };
