'use strict';

// Fencing ranking round: every athlete meets every other in a one-hit
// bout. 70% victories is worth 250 points; each victory above or below
// that is worth a value that depends on the number of bouts fenced.

const BASE_POINTS = 250;
const TARGET_SHARE = 0.7;

// [minimum bouts, points per victory]
const VALUE_TABLE = [
  [35, 5],
  [27, 6],
  [23, 7],
  [20, 8],
  [18, 9],
  [15, 10],
  [0, 12],
];

function victoryValue(bouts) {
  if (!Number.isInteger(bouts) || bouts <= 0) {
    throw new RangeError(`bouts must be a positive integer: ${bouts}`);
  }
  for (const [minimum, value] of VALUE_TABLE) {
    if (bouts >= minimum) {
      return value;
    }
  }
  throw new Error('unreachable');
}

function targetVictories(bouts) {
  return Math.round(bouts * TARGET_SHARE);
}

function rankingRoundPoints(victories, bouts) {
  if (victories < 0 || victories > bouts) {
    throw new RangeError(`victories out of range: ${victories} of ${bouts}`);
  }
  const value = victoryValue(bouts);
  return BASE_POINTS + (victories - targetVictories(bouts)) * value;
}

// Builds victory counts from a list of bouts [winner, loser].
function tally(athletes, bouts) {
  const wins = new Map(athletes.map((a) => [a, 0]));
  const fought = new Map(athletes.map((a) => [a, 0]));
  for (const [winner, loser] of bouts) {
    if (!wins.has(winner) || !wins.has(loser)) {
      throw new Error(`unknown athlete in bout ${winner} v ${loser}`);
    }
    if (winner === loser) {
      throw new Error(`athlete cannot fence themself: ${winner}`);
    }
    wins.set(winner, wins.get(winner) + 1);
    fought.set(winner, fought.get(winner) + 1);
    fought.set(loser, fought.get(loser) + 1);
  }
  return athletes.map((a) => ({ athlete: a, victories: wins.get(a), bouts: fought.get(a) }));
}

function fencingPoints(athletes, bouts) {
  const rows = tally(athletes, bouts);
  const expected = athletes.length - 1;
  const result = new Map();
  for (const row of rows) {
    if (row.bouts !== expected) {
      throw new Error(`${row.athlete} fenced ${row.bouts} bouts, expected ${expected}`);
    }
    result.set(row.athlete, rankingRoundPoints(row.victories, expected));
  }
  return result;
}

module.exports = { victoryValue, targetVictories, rankingRoundPoints, tally, fencingPoints };
