'use strict';

// Passage fees in pence by the boat's length, per started metre; wide-beam boats pay a quarter more.

const PENCE_PER_METRE = 150;
const MINIMUM_PENCE = 1200;
const WIDE_BEAM_M = 2.2;

function passageFee(boat) {
  const metres = Math.ceil(boat.lengthM);
  let fee = Math.max(MINIMUM_PENCE, metres * PENCE_PER_METRE);
  if (boat.beamM > WIDE_BEAM_M) {
    fee = Math.round(fee * 1.25);
  }
  return fee;
}

function formatPence(pence) {
  return `£${(pence / 100).toFixed(2)}`;
}

module.exports = { passageFee, formatPence, PENCE_PER_METRE, MINIMUM_PENCE };
