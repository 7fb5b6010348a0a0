'use strict';

// The bins the council empties. `cycle` is the week of the fortnightly cycle a bin goes out on
// ('A' or 'B'); weekly bins go out every week.

const BIN_TYPES = Object.freeze({
  refuse: Object.freeze({ name: 'refuse', colour: 'black', litres: 180, frequency: 'fortnightly', cycle: 'A' }),
  recycling: Object.freeze({ name: 'recycling', colour: 'blue', litres: 240, frequency: 'fortnightly', cycle: 'B' }),
  glass: Object.freeze({ name: 'glass', colour: 'purple', litres: 55, frequency: 'fortnightly', cycle: 'B' }),
  food: Object.freeze({ name: 'food', colour: 'brown caddy', litres: 23, frequency: 'weekly', cycle: null }),
});

const STREAMS = Object.keys(BIN_TYPES);

// Streams counted as diverted from landfill in the recycling rate.
const DIVERTED = new Set(['recycling', 'glass', 'food']);

function binType(name) {
  const type = BIN_TYPES[name];
  if (!type) {
    throw new RangeError(`unknown bin: ${name}`);
  }
  return type;
}

// Bins a property puts out in a week of cycle `cycle`, in the order the crew lists them.
function binsDue(property, cycle) {
  const due = [];
  for (const name of STREAMS) {
    const type = BIN_TYPES[name];
    if (property.optOut && property.optOut.includes(name)) {
      continue;
    }
    if (type.frequency === 'weekly' || type.cycle === cycle) {
      due.push(name);
    }
  }
  return due;
}

// Litres of refuse a household may put out each fortnight: a larger bin for big households.
function refuseAllowance(property) {
  const base = BIN_TYPES.refuse.litres;
  if (property.residents >= 6 || property.medicalWaste) {
    return base + 60;
  }
  return base;
}

module.exports = { BIN_TYPES, STREAMS, DIVERTED, binType, binsDue, refuseAllowance };
