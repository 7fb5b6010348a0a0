'use strict';

// Fewer faults first; on equal faults the faster run.
function compareRuns(a, b) {
  if (a.faults !== b.faults) {
    return a.faults - b.faults;
  }
  return a.time - b.time;
}

// Sorted copy of the runs, each with its place; runs that compare equal share a place.
function rankRuns(runs) {
  const sorted = [...runs].sort(compareRuns);
  let place = 0;
  return sorted.map((run, i) => {
    if (i === 0 || compareRuns(sorted[i - 1], run) !== 0) {
      place = i + 1;
    }
    return { ...run, place };
  });
}

module.exports = { compareRuns, rankRuns };
