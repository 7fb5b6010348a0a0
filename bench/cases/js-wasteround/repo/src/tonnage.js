'use strict';

const { STREAMS, DIVERTED } = require('./bins');

// Weighbridge loads: { round, date, stream, kg, rejectedKg }. rejectedKg is the part of a
// recycling load the sorting plant sent to landfill as contamination.

function checkLoad(load) {
  if (!STREAMS.includes(load.stream)) {
    throw new RangeError(`load for round ${load.round}: unknown stream ${load.stream}`);
  }
  if (!(load.kg >= 0)) {
    throw new RangeError(`load for round ${load.round}: weight must be zero or more`);
  }
  const rejected = load.rejectedKg || 0;
  if (rejected < 0 || rejected > load.kg) {
    throw new RangeError(`load for round ${load.round}: rejected ${rejected} kg of ${load.kg} kg`);
  }
}

function totalsByStream(loads) {
  const totals = Object.fromEntries(STREAMS.map((s) => [s, 0]));
  for (const load of loads) {
    checkLoad(load);
    totals[load.stream] += load.kg;
  }
  return totals;
}

function totalsByRound(loads) {
  const totals = new Map();
  for (const load of loads) {
    checkLoad(load);
    totals.set(load.round, (totals.get(load.round) || 0) + load.kg);
  }
  return totals;
}

// Share of everything collected that was diverted from landfill: diverted streams less what the
// sorting plant rejected, over all tonnage. A number between 0 and 1.
function recyclingRate(loads) {
  let diverted = 0;
  let total = 0;
  for (const load of loads) {
    checkLoad(load);
    total += load.kg;
    if (DIVERTED.has(load.stream)) {
      diverted += load.kg - (load.rejectedKg || 0);
    }
  }
  return total === 0 ? 0 : diverted / total;
}

// Contamination per round: rejected over collected, recycling streams only.
function contaminationByRound(loads) {
  const collected = new Map();
  const rejected = new Map();
  for (const load of loads) {
    checkLoad(load);
    if (!DIVERTED.has(load.stream)) {
      continue;
    }
    collected.set(load.round, (collected.get(load.round) || 0) + load.kg);
    rejected.set(load.round, (rejected.get(load.round) || 0) + (load.rejectedKg || 0));
  }
  const rates = new Map();
  for (const [round, kg] of collected) {
    rates.set(round, kg === 0 ? 0 : rejected.get(round) / kg);
  }
  return rates;
}

module.exports = { totalsByStream, totalsByRound, recyclingRate, contaminationByRound };
