'use strict';

// Class speeds in metres per second, by grade.
const SPEEDS = {
  starters: 3.0,
  novice: 3.5,
  senior: 4.0,
  champ: 4.5,
};

function speedFor(grade) {
  const speed = SPEEDS[grade];
  if (speed === undefined) {
    throw new Error(`unknown grade: ${grade}`);
  }
  return speed;
}

// Standard course time in whole seconds, rounded up.
function standardCourseTime(lengthMetres, grade) {
  return Math.ceil(lengthMetres / speedFor(grade));
}

// One time fault for each second (or part) over the standard course time.
function timeFaults(seconds, sct) {
  if (seconds <= sct) {
    return 0;
  }
  return Math.round((seconds - sct) * 100) / 100;
}

module.exports = { SPEEDS, speedFor, standardCourseTime, timeFaults };
