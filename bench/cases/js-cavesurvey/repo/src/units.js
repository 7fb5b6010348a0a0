'use strict';

const METRES_PER_FOOT = 0.3048;

const LENGTH_UNITS = {
  m: 1,
  metres: 1,
  ft: METRES_PER_FOOT,
  feet: METRES_PER_FOOT,
};

const ANGLE_UNITS = {
  deg: 1,
  degrees: 1,
  grad: 0.9,
  grads: 0.9,
  mil: 360 / 6400,
  mils: 360 / 6400,
};

function toMetres(value, unit) {
  const factor = LENGTH_UNITS[unit];
  if (factor === undefined) throw new Error(`unknown length unit "${unit}"`);
  return value * factor;
}

function toDegrees(value, unit) {
  const factor = ANGLE_UNITS[unit];
  if (factor === undefined) throw new Error(`unknown angle unit "${unit}"`);
  return value * factor;
}

// A bearing in [0, 360).
function normalizeBearing(degrees) {
  return ((degrees % 360) + 360) % 360;
}

function round(value, places = 2) {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

module.exports = { LENGTH_UNITS, ANGLE_UNITS, toMetres, toDegrees, normalizeBearing, round };
