'use strict';

function pad(text, width) {
  return String(text) + ' '.repeat(Math.max(0, width - String(text).length));
}

function formatTable(rows) {
  const width = Math.max(4, ...rows.map((row) => row.team.length));
  const lines = [`${pad('Team', width)}  Rds  Pts`];
  rows.forEach((row) => {
    lines.push(`${pad(row.team, width)}  ${String(row.rounds).padStart(3)}  ${String(row.points).padStart(3)}`);
  });
  return lines.join('\n');
}

module.exports = { formatTable, pad };
