'use strict';

// Hire fees in cents: a flat fee per pair for a session, children half price.

const ADULT_CENTS = 600;
const CHILD_CENTS = 300;
const CHILD_MAX_SIZE = 35;

function pairFee(size) {
  return size <= CHILD_MAX_SIZE ? CHILD_CENTS : ADULT_CENTS;
}

function hireFee(sizes) {
  return sizes.reduce((sum, size) => sum + pairFee(size), 0);
}

module.exports = { pairFee, hireFee, ADULT_CENTS, CHILD_CENTS, CHILD_MAX_SIZE };
