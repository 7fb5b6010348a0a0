'use strict';

// UK ring sizes run A to Z, then Z+1 to Z+6. Size A is 37.8 mm round the
// inside and each size adds 1.25 mm.
const SIZE_A_MM = 37.8;
const STEP_MM = 1.25;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MAX_PLUS = 6;

function sizeIndex(size) {
  const text = String(size).trim().toUpperCase();
  const plus = /^Z\s*\+\s*([1-9])$/.exec(text);
  if (plus) {
    const n = Number(plus[1]);
    if (n > MAX_PLUS) {
      throw new RangeError(`No ring size ${size}`);
    }
    return LETTERS.length - 1 + n;
  }
  if (/^[A-Z]$/.test(text)) {
    return LETTERS.indexOf(text);
  }
  throw new RangeError(`No ring size ${size}`);
}

function sizeName(index) {
  if (index < LETTERS.length) {
    return LETTERS[index];
  }
  return `Z+${index - LETTERS.length + 1}`;
}

// Inside circumference in mm.
function circumference(size) {
  return SIZE_A_MM + sizeIndex(size) * STEP_MM;
}

// Inside diameter in mm.
function diameter(size) {
  return circumference(size) / Math.PI;
}

// The nearest size to a measured inside circumference.
function sizeFor(circumferenceMm) {
  const last = LETTERS.length - 1 + MAX_PLUS;
  const index = Math.round((circumferenceMm - SIZE_A_MM) / STEP_MM);
  if (index < 0 || index > last) {
    throw new RangeError(`${circumferenceMm} mm is outside the size chart`);
  }
  return sizeName(index);
}

// How many sizes a ring moves, positive when it is made bigger.
function steps(from, to) {
  return sizeIndex(to) - sizeIndex(from);
}

module.exports = { SIZE_A_MM, STEP_MM, sizeIndex, sizeName, circumference, diameter, sizeFor, steps };
