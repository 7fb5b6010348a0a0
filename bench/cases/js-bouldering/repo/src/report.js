'use strict';

function pad(text, width) {
  const s = String(text);
  return s.length >= width ? s : s + ' '.repeat(width - s.length);
}

function padLeft(text, width) {
  const s = String(text);
  return s.length >= width ? s : ' '.repeat(width - s.length) + s;
}

// The board pinned by the desk: place, name, and the result as "3T4z 5 7"
// (tops, zones, attempts to tops, attempts to zones).
function renderBoard(rows, title) {
  const nameWidth = Math.max(7, ...rows.map((r) => r.name.length));
  const lines = [title, '='.repeat(title.length)];
  for (const row of rows) {
    const result = `${row.tops}T${row.zones}z ${row.topAttempts} ${row.zoneAttempts}`;
    lines.push(`${padLeft(row.place, 3)}. ${pad(row.name, nameWidth)}  ${result}`);
  }
  return lines.join('\n') + '\n';
}

module.exports = { renderBoard, pad, padLeft };
