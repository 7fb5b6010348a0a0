'use strict';

// Show jumping over 12 obstacles on an allocated horse. The round starts
// at 300 points and loses points for faults.

const BASE_POINTS = 300;

const FAULTS = {
  knockdown: 7,
  refusal: 10,
  fall: 30,
  wrongCourse: 20,
};

function faultPenalty(faults) {
  let total = 0;
  for (const [kind, count] of Object.entries(faults || {})) {
    if (!(kind in FAULTS)) {
      throw new Error(`unknown riding fault: ${kind}`);
    }
    if (!Number.isInteger(count) || count < 0) {
      throw new RangeError(`bad count for ${kind}: ${count}`);
    }
    total += FAULTS[kind] * count;
  }
  return total;
}

function ridePoints(round) {
  if (round.eliminated) {
    return 0;
  }
  const points = BASE_POINTS - faultPenalty(round.faults);
  return Math.max(0, points);
}

module.exports = { FAULTS, faultPenalty, ridePoints };
