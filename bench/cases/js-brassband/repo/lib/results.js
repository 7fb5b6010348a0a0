'use strict';

const { sum } = require('./stats');
const { adjudicators } = require('./marks');
const { drawPositions } = require('./draw');

function groupByBand(marks) {
  const bands = new Map();
  for (const m of marks) {
    if (!bands.has(m.band)) bands.set(m.band, {});
    bands.get(m.band)[m.adjudicator] = m.mark;
  }
  return bands;
}

function combine(bandMarks, judges) {
  const values = judges.map((j) => {
    if (!(j in bandMarks)) throw new Error(`no mark from ${j}`);
    return bandMarks[j];
  });
  return sum(values);
}

function place(rows) {
  rows.sort((a, b) => b.total - a.total || a.band.localeCompare(b.band));
  rows.forEach((row, i) => {
    row.place = i > 0 && rows[i - 1].total === row.total ? rows[i - 1].place : i + 1;
  });
  return rows;
}

function results(marks, { draw = [] } = {}) {
  const judges = adjudicators(marks);
  const bands = groupByBand(marks);
  const positions = drawPositions(draw, [...bands.keys()]);
  const rows = [...bands].map(([band, bandMarks]) => {
    let total;
    try {
      total = combine(bandMarks, judges);
    } catch (err) {
      throw new Error(`${band}: ${err.message}`);
    }
    return { band, marks: bandMarks, total, drawn: positions.get(band) };
  });
  return { adjudicators: judges, rows: place(rows) };
}

module.exports = { results, combine, place };
