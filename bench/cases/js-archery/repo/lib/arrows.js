'use strict';

// Arrow marks as the archer calls them: X (the inner 10), 10 down to 1, M for a miss.
// A metric (10-zone) face scores the ring's number, X as 10. An imperial (5-zone) face
// scores 9, 7, 5, 3, 1 for gold, red, blue, black and white.
const METRIC_MARKS = ['X', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1', 'M'];
const IMPERIAL_MARKS = ['9', '7', '5', '3', '1', 'M'];

function normalise(mark) {
  const m = String(mark).trim().toUpperCase();
  return m === '0' ? 'M' : m;
}

function marksFor(face) {
  if (face === 'metric') return METRIC_MARKS;
  if (face === 'imperial') return IMPERIAL_MARKS;
  throw new Error(`unknown face ${JSON.stringify(face)}`);
}

function arrowValue(mark, face) {
  const m = normalise(mark);
  if (!marksFor(face).includes(m)) {
    throw new Error(`${JSON.stringify(mark)} is not an arrow on a ${face} face`);
  }
  if (m === 'M') return 0;
  if (m === 'X') return 10;
  return Number(m);
}

function parseArrow(mark, face) {
  const m = normalise(mark);
  return { mark: m, value: arrowValue(m, face) };
}

module.exports = { METRIC_MARKS, IMPERIAL_MARKS, normalise, marksFor, arrowValue, parseArrow };
