'use strict';

// British-style age classes: M/W then the age band. Age is the age reached
// in the calendar year of the event. Juniors run in two-year bands up to 20,
// seniors are 21 until 34, veterans in five-year bands from 35.

const JUNIOR_BANDS = [10, 12, 14, 16, 18, 20];

function ageBand(birthYear, eventYear) {
  const age = eventYear - birthYear;
  if (age < 0) throw new Error(`born ${birthYear}, after the event`);
  for (const band of JUNIOR_BANDS) {
    if (age <= band) return band;
  }
  if (age < 35) return 21;
  return Math.min(Math.floor(age / 5) * 5, 95);
}

function ageClass(gender, birthYear, eventYear) {
  const prefix = { M: 'M', F: 'W', W: 'W' }[gender];
  if (!prefix) throw new Error(`unknown gender ${gender}`);
  return `${prefix}${ageBand(birthYear, eventYear)}`;
}

module.exports = { ageBand, ageClass };
