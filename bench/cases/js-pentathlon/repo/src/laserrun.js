'use strict';

const { parseTime } = require('./time');

// Laser run: four laps of running, each after a visit to the shooting
// range. Athletes start on a handicap, so the order they cross the line
// is the final order. A run time of 13:20 is worth 500 points; each
// whole second faster gains a point, each second slower loses one.

const BASE_POINTS = 500;
const BASE_TIME = 80000; // hundredths

function asTime(time) {
  return typeof time === 'string' ? parseTime(time) : time;
}

// The run time is what the clock showed at the finish less the delay
// the athlete started with.
function runTime(finishClock, startDelay) {
  const finish = asTime(finishClock);
  const delay = asTime(startDelay);
  if (delay > finish) {
    throw new RangeError('finished before starting');
  }
  return finish - delay;
}

function laserRunPoints(time) {
  const t = asTime(time);
  const diffSeconds = Math.trunc((BASE_TIME - t) / 100);
  return Math.max(0, BASE_POINTS + diffSeconds);
}

module.exports = { runTime, laserRunPoints, BASE_TIME };
