'use strict';

const { parseTime } = require('./times');

class EntryError extends Error {
  constructor(line, message) {
    super(`line ${line}: ${message}`);
    this.line = line;
  }
}

// One line per competitor: number,driver,car,class,run1,run2[,run3...]
// A first line starting with "number" is a header and is skipped.
function parseEntries(text) {
  const entries = [];
  const seen = new Set();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (i === 0 && line.toLowerCase().startsWith('number')) return;
    const cells = line.split(',').map((c) => c.trim());
    if (cells.length < 5) throw new EntryError(i + 1, 'expected number, driver, car, class and at least one run');
    const [num, driver, car, klass, ...runs] = cells;
    const number = Number(num);
    if (!Number.isInteger(number) || number <= 0) throw new EntryError(i + 1, `bad competition number ${num}`);
    if (seen.has(number)) throw new EntryError(i + 1, `number ${number} entered twice`);
    seen.add(number);
    let times;
    try {
      times = runs.map(parseTime);
    } catch (err) {
      throw new EntryError(i + 1, err.message);
    }
    entries.push({ number, driver, car, klass: klass.toUpperCase(), runs: times });
  });
  return entries;
}

module.exports = { parseEntries, EntryError };
