'use strict';

const FAULT = 5;
const REFUSALS_TO_ELIMINATE = 3;

// Course faults of a run from what the judge marked.
function courseFaults(marks) {
  const poles = marks.poles || 0;
  const refusals = marks.refusals || 0;
  const contacts = marks.contacts || 0;
  return FAULT * (poles + refusals + contacts);
}

function isEliminated(marks) {
  return Boolean(marks.wrongCourse) || (marks.refusals || 0) >= REFUSALS_TO_ELIMINATE;
}

module.exports = { FAULT, REFUSALS_TO_ELIMINATE, courseFaults, isEliminated };
