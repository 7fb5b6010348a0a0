'use strict';

const { section } = require('../src/channel');
const { hopper } = require('../src/hopper');

// The outer, middle and inner reaches of the approach channel, surveyed in March.
function sections() {
  return [
    section('outer', { length: 800, width: 120, designDepth: 7.5, soundings: [7.2, 7.0, 7.4, 7.0] }),
    section('middle', { length: 600, width: 100, designDepth: 7.5, soundings: [6.8, 6.9, 7.1, 6.8] }),
    section('inner', { length: 400, width: 80, designDepth: 6.5, soundings: [6.9, 7.0, 7.1, 7.0] }),
  ];
}

function sandpiper() {
  return hopper('Sandpiper', { capacityM3: 2000, speedKnots: 10, loadingMinutes: 50, dischargeMinutes: 20 });
}

// Spring tide at the bar: low water 03:00 and 15:20, high water 09:10 and 21:30.
const PREDICTIONS = [
  [0, 2.1], [180, 0.6], [360, 2.4], [550, 4.6], [740, 2.5], [920, 0.7], [1100, 2.6], [1290, 4.7], [1439, 3.5],
];

module.exports = { sections, sandpiper, PREDICTIONS };
