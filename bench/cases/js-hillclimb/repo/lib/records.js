'use strict';

const { parseTime } = require('./times');

// Class records file: one "CLASS time holder" line each, e.g. "A2 41.87 J. Ashworth".
function parseRecords(text) {
  const records = new Map();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [klass, time, ...holder] = line.split(/\s+/);
    records.set(klass.toUpperCase(), { time: parseTime(time), holder: holder.join(' ') });
  }
  return records;
}

// Rows (from classResults) whose best run beats their class record.
function newRecords(results, records) {
  const broken = [];
  for (const [klass, rows] of results) {
    const record = records.get(klass);
    if (!record) continue;
    const winner = rows[0];
    if (winner && winner.best !== null && winner.best < record.time) {
      broken.push({ klass, number: winner.number, driver: winner.driver, time: winner.best, previous: record.time });
    }
  }
  return broken;
}

module.exports = { parseRecords, newRecords };
