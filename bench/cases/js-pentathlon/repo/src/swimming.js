'use strict';

const { parseTime } = require('./time');

// 200m freestyle: 2:30.00 is worth 250 points; every 0.50 s faster
// gains a point and every 0.50 s slower loses one. Part of a
// half-second does not count.

const BASE_POINTS = 250;
const BASE_TIME = 15000; // hundredths
const STEP = 50; // hundredths per point

function swimPoints(time) {
  const t = typeof time === 'string' ? parseTime(time) : time;
  if (!Number.isInteger(t) || t <= 0) {
    throw new RangeError(`not a swim time: ${time}`);
  }
  const diff = BASE_TIME - t;
  const points = BASE_POINTS + Math.trunc(diff / STEP);
  return Math.max(0, points);
}

function fastestSwim(results) {
  let best = null;
  for (const [athlete, time] of Object.entries(results)) {
    const t = typeof time === 'string' ? parseTime(time) : time;
    if (best === null || t < best.time) {
      best = { athlete, time: t };
    }
  }
  return best;
}

module.exports = { swimPoints, fastestSwim, BASE_TIME };
