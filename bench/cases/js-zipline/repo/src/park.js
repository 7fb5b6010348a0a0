'use strict';

// Limits that hold on every line unless the line says otherwise.
const DEFAULTS = {
  minAge: 8,
  guardianUnder: 16,
  minHeightCm: 120,
  minWeightKg: 30,
  maxWeightKg: 120,
  maxRiders: 6,
  gapSeconds: 30,
  resetMinutes: 10,
};

const LINES = [
  { name: 'Treetop Taster', lengthM: 85, dropM: 6, overrides: { minAge: 6, minHeightCm: 110, minWeightKg: 20 } },
  { name: 'Canopy Run', lengthM: 240, dropM: 18 },
  {
    name: 'Valley Flyer',
    lengthM: 620,
    dropM: 55,
    overrides: { minAge: 12, minHeightCm: 140, maxWeightKg: 110, maxRiders: 4, gapSeconds: 60 },
  },
];

function lineByName(name) {
  const line = LINES.find((l) => l.name.toLowerCase() === String(name).toLowerCase());
  if (!line) throw new Error(`no such line: ${name}`);
  return line;
}

/** The limits and timings of a line: the park's defaults with the line's overrides. */
function settingsFor(line) {
  return { ...DEFAULTS, ...(line.overrides || {}) };
}

/** Average gradient of a line in percent. */
function gradient(line) {
  return (100 * line.dropM) / line.lengthM;
}

module.exports = { DEFAULTS, LINES, lineByName, settingsFor, gradient };
