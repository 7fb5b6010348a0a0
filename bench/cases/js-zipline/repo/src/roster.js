'use strict';

const { parseHeight, parseWeight } = require('./units');

/** Riders from roster CSV text with the header `name,age,height,weight,guardian`. */
function parseRoster(text) {
  const lines = String(text).split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines.shift().split(',').map((h) => h.trim());
  return lines.map((line, i) => {
    const cells = line.split(',').map((c) => c.trim());
    const row = Object.fromEntries(header.map((h, j) => [h, cells[j] || '']));
    if (!row.name) throw new Error(`roster line ${i + 2}: no name`);
    return {
      name: row.name,
      age: Number(row.age),
      heightCm: parseHeight(row.height),
      weightKg: parseWeight(row.weight),
      guardian: row.guardian || null,
    };
  });
}

module.exports = { parseRoster };
