'use strict';

const { formatTime } = require('./times');
const { classResults, ftd } = require('./results');
const { newRecords } = require('./records');

function pad(text, width) {
  return String(text).padEnd(width);
}

function classTable(klass, rows) {
  const lines = [`Class ${klass} (${rows.length} ${rows.length === 1 ? 'entry' : 'entries'})`];
  for (const row of rows) {
    const place = row.place === null ? '-' : String(row.place);
    const gap = row.gap ? `+${formatTime(row.gap)}` : '';
    lines.push(`${place.padStart(3)}  ${pad(row.number, 4)}${pad(row.driver, 20)}${pad(row.car, 22)}${formatTime(row.time).padStart(8)}  ${gap}`.trimEnd());
  }
  return lines.join('\n');
}

function report(entries, records = new Map()) {
  const results = classResults(entries);
  const parts = [];
  for (const [klass, rows] of results) parts.push(classTable(klass, rows));
  const fastest = ftd(entries);
  if (fastest) parts.push(`FTD: ${fastest.driver} (#${fastest.number}) ${formatTime(fastest.best)}`);
  for (const r of newRecords(results, records)) {
    parts.push(`New class ${r.klass} record: ${r.driver} ${formatTime(r.time)} (was ${formatTime(r.previous)})`);
  }
  return `${parts.join('\n\n')}\n`;
}

module.exports = { report, classTable };
