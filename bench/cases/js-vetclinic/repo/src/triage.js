'use strict';

// Walk-in patients are seen by urgency (1 is an emergency, 3 can wait), then in order of arrival.
const URGENCY = { emergency: 1, urgent: 2, routine: 3 };

function urgencyOf(patient) {
  const rank = URGENCY[patient.urgency];
  if (rank === undefined) {
    throw new Error(`unknown urgency ${patient.urgency} for ${patient.name}`);
  }
  return rank;
}

function byUrgency(a, b) {
  return urgencyOf(a) - urgencyOf(b) || a.arrived.localeCompare(b.arrived);
}

function queue(patients) {
  return [...patients].sort(byUrgency).map((patient) => patient.name);
}

// Estimated wait in minutes for each patient, seeing them in queue order, `minutes` each by urgency.
function waits(patients, minutes = { emergency: 40, urgent: 25, routine: 15 }) {
  let clock = 0;
  const result = {};
  for (const patient of [...patients].sort(byUrgency)) {
    result[patient.name] = clock;
    clock += minutes[patient.urgency];
  }
  return result;
}

module.exports = { URGENCY, byUrgency, queue, waits };
