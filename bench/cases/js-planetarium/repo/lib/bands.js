'use strict';

// Age bands on the ticket: children up to 15, seniors from 65.
const CHILD_MAX = 15;
const SENIOR_MIN = 65;

function bandOf(age) {
  if (!Number.isInteger(age) || age < 0) throw new RangeError(`bad age: ${age}`);
  if (age <= CHILD_MAX) return 'child';
  if (age >= SENIOR_MIN) return 'senior';
  return 'adult';
}

module.exports = { bandOf, CHILD_MAX, SENIOR_MIN };
