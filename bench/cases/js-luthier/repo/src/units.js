'use strict';

const MM_PER_INCH = 25.4;

function inchesToMm(inches) {
  return inches * MM_PER_INCH;
}

function mmToInches(mm) {
  return mm / MM_PER_INCH;
}

function round(value, places = 2) {
  const f = Math.pow(10, places);
  return Math.round(value * f) / f;
}

module.exports = { MM_PER_INCH, inchesToMm, mmToInches, round };
