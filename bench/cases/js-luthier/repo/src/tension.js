'use strict';

const { frequency } = require('./notes');
const { unitWeight } = require('./gauges');

// Gravity in inches per second squared: turns (lb/in) * (in/s)^2 into pounds-force.
const G_INCHES = 386.4;

// Tension in pounds of a string of the given unit weight (lb/in) and vibrating length
// (inches) tuned to freq (Hz): T = UW * (2 * L * f)^2 / 386.4.
function tensionLb(unitWeightLbPerIn, scaleInches, freq) {
  const wave = 2 * scaleInches * freq;
  return (unitWeightLbPerIn * wave * wave) / G_INCHES;
}

function stringTension(gauge, scaleInches, note) {
  return tensionLb(unitWeight(gauge), scaleInches, frequency(note));
}

module.exports = { G_INCHES, tensionLb, stringTension };
