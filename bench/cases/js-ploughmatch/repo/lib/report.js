'use strict';

const { standings, champion } = require('./standings');

function pad(text, width) {
  const s = String(text);
  return s.length >= width ? s : s + ' '.repeat(width - s.length);
}

function padStart(text, width) {
  const s = String(text);
  return s.length >= width ? s : ' '.repeat(width - s.length) + s;
}

/** A class heading: the class name with a capital, and the number of entries. */
function heading(klass, count) {
  return `${klass[0].toUpperCase()}${klass.slice(1)} (${count} ${count === 1 ? 'entry' : 'entries'})`;
}

/** One line of a class table: place, plot, competitor, total. */
function row(entry) {
  return `${padStart(entry.place, 3)}  plot ${padStart(entry.plot, 3)}  ${pad(entry.competitor, 20)} ${padStart(entry.total, 3)}`;
}

/**
 * The text report: one table per class (in the order the classes first appear), then the champion.
 * options.only: one class only.
 */
function report(entries, options = {}) {
  const lines = [];
  for (const [klass, rows] of standings(entries)) {
    if (options.only && options.only !== klass) continue;
    lines.push(heading(klass, rows.length));
    for (const entry of rows) lines.push(row(entry));
    lines.push('');
  }
  const best = champion(entries);
  if (best && !options.only) lines.push(`Champion: ${best.competitor} (plot ${best.plot}, ${best.total})`);
  return lines.join('\n');
}

module.exports = { report, heading, row };
