'use strict';

const { minutesBetween } = require('./time');
const { feeCents } = require('./fees');

function parseLog(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [plate, arrived, left] = line.split(',').map((field) => field.trim());
      const minutes = minutesBetween(arrived, left);
      return { plate, arrived, left, minutes, cents: feeCents(minutes) };
    });
}

module.exports = { parseLog };
