'use strict';

const { round } = require('./units');

function summary({ shots }, { coords }) {
  const legs = shots.filter((s) => !s.splay);
  const zs = [...coords.values()].map((p) => p.z);
  return {
    stations: coords.size,
    legs: legs.length,
    splays: shots.length - legs.length,
    length: round(legs.reduce((sum, s) => sum + s.length, 0)),
    depth: zs.length ? round(Math.max(...zs) - Math.min(...zs)) : 0,
  };
}

function pad(text, width) {
  return String(text).padStart(width);
}

// One line per station, sorted by name: name, east, north, up (metres, 2 places).
function stationTable({ coords }) {
  const names = [...coords.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const width = Math.max(7, ...names.map((n) => n.length));
  const header = `${'station'.padEnd(width)} ${pad('east', 9)} ${pad('north', 9)} ${pad('up', 9)}`;
  const rows = names.map((n) => {
    const p = coords.get(n);
    return `${n.padEnd(width)} ${pad(round(p.x).toFixed(2), 9)} ${pad(round(p.y).toFixed(2), 9)} ${pad(round(p.z).toFixed(2), 9)}`;
  });
  return [header, ...rows].join('\n');
}

module.exports = { summary, stationTable };
