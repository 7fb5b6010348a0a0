'use strict';

// Final standings: total points, ties broken by the laser run finish
// (the athlete who crossed the line first ranks higher).

function rank(rows) {
  const sorted = [...rows].sort(
    (a, b) => b.total - a.total || a.finishClock - b.finishClock || a.athlete.localeCompare(b.athlete),
  );
  let place = 0;
  return sorted.map((row, i) => {
    const prev = sorted[i - 1];
    if (!prev || prev.total !== row.total || prev.finishClock !== row.finishClock) {
      place = i + 1;
    }
    return { ...row, place };
  });
}

function podium(standings) {
  return standings.filter((row) => row.place <= 3).map((row) => row.athlete);
}

module.exports = { rank, podium };
