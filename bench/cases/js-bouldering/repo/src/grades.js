'use strict';

// V grades as used on the wall's route cards: V0 up to V12, with "VB" for the
// beginners' circuit below V0.
const V_GRADE = /^V(B|\d{1,2})$/i;

function parseGrade(text) {
  const match = V_GRADE.exec(String(text).trim());
  if (!match) {
    throw new Error(`not a grade: ${text}`);
  }
  if (match[1].toUpperCase() === 'B') {
    return -1;
  }
  const value = Number(match[1]);
  if (value > 12) {
    throw new Error(`grade out of range: ${text}`);
  }
  return value;
}

function formatGrade(value) {
  return value < 0 ? 'VB' : `V${value}`;
}

// Points a top is worth: harder problems are worth more, and the beginners'
// circuit is worth a token 10.
function pointsFor(grade) {
  return grade < 0 ? 10 : 100 + grade * 50;
}

module.exports = { parseGrade, formatGrade, pointsFor };
