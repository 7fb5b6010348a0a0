'use strict';

// Handicap start for the laser run: the leader after fencing, swimming
// and riding starts first; everybody else starts one second later for
// each point behind the leader.

function startList(totals) {
  const entries = Object.entries(totals);
  if (entries.length === 0) {
    return [];
  }
  const leader = Math.max(...entries.map(([, points]) => points));
  return entries
    .map(([athlete, points]) => ({ athlete, points, delay: (leader - points) * 100 }))
    .sort((a, b) => a.delay - b.delay || a.athlete.localeCompare(b.athlete));
}

// Start delays by athlete, in hundredths.
function delays(totals) {
  const map = new Map();
  for (const entry of startList(totals)) {
    map.set(entry.athlete, entry.delay);
  }
  return map;
}

module.exports = { startList, delays };
