'use strict';

const { groupBy } = require('./logbook');

// A climber's card for one round: how many problems were topped and how many
// zones reached (a top counts as a zone too), and the attempts it took.
function scoreClimber(name, attempts) {
  const card = { name, tops: 0, zones: 0, topAttempts: 0, zoneAttempts: 0 };
  const byProblem = groupBy(attempts, (a) => a.problem);
  for (const tries of byProblem.values()) {
    let zoneAt = 0;
    let topAt = 0;
    tries.forEach((attempt, index) => {
      if (attempt.result === 'top' && topAt === 0) {
        topAt = index + 1;
      }
      if ((attempt.result === 'zone' || attempt.result === 'top') && zoneAt === 0) {
        zoneAt = index + 1;
      }
    });
    if (topAt > 0) {
      card.tops += 1;
      card.topAttempts += topAt;
    }
    if (zoneAt > 0) {
      card.zones += 1;
      card.zoneAttempts += zoneAt;
    }
  }
  return card;
}

function scoreRound(attempts) {
  const byClimber = groupBy(attempts, (a) => a.climber);
  return [...byClimber.entries()].map(([name, tries]) => scoreClimber(name, tries));
}

module.exports = { scoreClimber, scoreRound };
