'use strict';

const { minutesOf } = require('./party');

/** The queue in serving order: regulars first, then by arrival; equal ones keep their order. */
function order(parties) {
  return [...parties].sort((a, b) => {
    if (a.regular !== b.regular) return a.regular ? -1 : 1;
    return minutesOf(a.arrivedAt) - minutesOf(b.arrivedAt);
  });
}

/** Seats the first party in serving order that fits at a table of `tableSize`. */
function seat(parties, tableSize) {
  const queue = order(parties);
  const i = queue.findIndex((p) => p.size <= tableSize);
  if (i < 0) return { party: null, rest: queue };
  return { party: queue[i], rest: [...queue.slice(0, i), ...queue.slice(i + 1)] };
}

/** Minutes the named party waits: `minutesPerParty` for each party ahead of it. */
function estimateWait(parties, name, minutesPerParty) {
  const i = order(parties).findIndex((p) => p.name === name);
  if (i < 0) throw new Error(`no party named ${name} is waiting`);
  return i * minutesPerParty;
}

module.exports = { order, seat, estimateWait };
