'use strict';

const { formatMinutes, toMinutes } = require('./times');
const { reportOptions } = require('./options');

const HEADINGS = {
  headcode: 'Train',
  due: 'Due',
  actual: 'Arr',
  platform: 'Plat',
};

function cell(row, column, options) {
  switch (column) {
    case 'due':
    case 'actual':
      return row[column] === null ? '--' : formatMinutes(toMinutes(row[column]), options.clock);
    case 'platform':
      return String(row.platform);
    default:
      return String(row[column]);
  }
}

function table(rows, columns, options) {
  const body = rows.map((row) => columns.map((column) => cell(row, column, options)));
  const head = columns.map((column) => HEADINGS[column]);
  const widths = head.map((text, i) => Math.max(text.length, ...body.map((line) => line[i].length)));
  const render = (line) => line.map((text, i) => text.padEnd(widths[i])).join('  ').trimEnd();
  return [render(head), ...body.map(render)];
}

function shiftReport(register, overrides) {
  const options = reportOptions(overrides);
  const late = register.late(options.lateThreshold).map((entry) => entry.headcode);
  return [
    options.title,
    ...table(register.rows(), options.columns, options),
    late.length === 0 ? 'No late trains.' : `Late (${options.lateThreshold}+ min): ${late.join(', ')}`,
  ].join('\n');
}

module.exports = { shiftReport, HEADINGS };
