'use strict';

const { dayName } = require('./dates');
const { binType } = require('./bins');

function describeBins(bins) {
  return bins.map((name) => `${name} (${binType(name).colour})`).join(', ');
}

// The printed calendar a household gets through the door.
function calendar(property, collections) {
  const lines = [`Collections for ${property.address}`];
  for (const c of collections) {
    lines.push(`${dayName(c.date).slice(0, 3)} ${c.date}  week ${c.cycle}  ${describeBins(c.bins)}`);
  }
  return lines.join('\n') + '\n';
}

function percent(x) {
  return `${(x * 100).toFixed(1)}%`;
}

module.exports = { describeBins, calendar, percent };
