'use strict';

// Sit harness sizes by the rider's weight (upper bound, kg).
const SIZES = [
  [40, 'XS'],
  [55, 'S'],
  [75, 'M'],
  [95, 'L'],
  [Infinity, 'XL'],
];

/** The harness for a rider; children under 140 cm take a full-body harness. */
function harnessFor(rider) {
  if (rider.heightCm < 140) return 'child full-body';
  for (const [upTo, size] of SIZES) {
    if (rider.weightKg < upTo) return size;
  }
  return 'XL';
}

module.exports = { SIZES, harnessFor };
