'use strict';

function sum(values) {
  return values.reduce((a, b) => a + b, 0);
}

function mean(values) {
  if (values.length === 0) throw new RangeError('mean of no values');
  return sum(values) / values.length;
}

// one decimal, halves away from zero
function round1(x) {
  return Math.sign(x) * Math.round(Math.abs(x) * 10) / 10;
}

module.exports = { sum, mean, round1 };
