'use strict';

// Polo handicaps run from -2 (a beginner) to 10 (the best players in the world).
const MIN_HANDICAP = -2;
const MAX_HANDICAP = 10;

function player(name, handicap) {
  if (!Number.isInteger(handicap) || handicap < MIN_HANDICAP || handicap > MAX_HANDICAP) {
    throw new RangeError(`${name}: handicap must be a whole number from ${MIN_HANDICAP} to ${MAX_HANDICAP}`);
  }
  return { name, handicap };
}

module.exports = { player, MIN_HANDICAP, MAX_HANDICAP };
