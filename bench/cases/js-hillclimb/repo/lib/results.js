'use strict';

function bestRun(runs) {
  const valid = runs.filter((t) => t !== null);
  return valid.length === 0 ? null : Math.min(...valid);
}

// Entries without a time go last, by number.
function compareRows(a, b) {
  if (a.time === null && b.time === null) return a.number - b.number;
  if (a.time === null) return 1;
  if (b.time === null) return -1;
  return a.time - b.time || a.number - b.number;
}

function rankClass(entries) {
  const rows = entries.map((e) => {
    const best = bestRun(e.runs);
    return { number: e.number, driver: e.driver, car: e.car, klass: e.klass, best, time: best };
  });
  rows.sort(compareRows);
  const leader = rows.length > 0 ? rows[0].time : null;
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    if (row.time === null) row.place = null;
    else if (prev && prev.time === row.time) row.place = prev.place;
    else row.place = i + 1;
    row.gap = row.time === null || leader === null ? null : row.time - leader;
  });
  return rows;
}

// Returns a Map of class name to ranked rows, classes in alphabetical order.
function classResults(entries) {
  const byClass = new Map();
  for (const e of entries) {
    if (!byClass.has(e.klass)) byClass.set(e.klass, []);
    byClass.get(e.klass).push(e);
  }
  const out = new Map();
  for (const klass of [...byClass.keys()].sort()) out.set(klass, rankClass(byClass.get(klass)));
  return out;
}

// The fastest time of the day over all classes.
function ftd(entries) {
  let fastest = null;
  for (const e of entries) {
    const best = bestRun(e.runs);
    if (best !== null && (fastest === null || best < fastest.best)) fastest = { number: e.number, driver: e.driver, best };
  }
  return fastest;
}

module.exports = { bestRun, classResults, ftd };
