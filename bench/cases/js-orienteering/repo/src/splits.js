'use strict';

// Split analysis for the finishers of one course: for each leg, the fastest
// time and every runner's time and rank on that leg.

function legTable(ranked) {
  const finishers = ranked.filter((r) => r.status === 'OK');
  if (finishers.length === 0) return [];
  const legCount = finishers[0].splits.length;
  const legs = [];
  for (let leg = 0; leg < legCount; leg += 1) {
    const times = {};
    for (const r of finishers) times[r.name] = r.splits[leg].leg;
    const values = Object.values(times);
    const best = Math.min(...values);
    const ranks = {};
    for (const [name, time] of Object.entries(times)) {
      ranks[name] = 1 + values.filter((t) => t < time).length;
    }
    legs.push({ code: finishers[0].splits[leg].code, best, times, ranks });
  }
  return legs;
}

// Seconds lost on each leg against the fastest split, for one runner.
function timeLost(legs, name) {
  return legs.map((leg) => ({
    code: leg.code,
    lost: leg.times[name] === undefined ? null : leg.times[name] - leg.best,
  }));
}

module.exports = { legTable, timeLost };
