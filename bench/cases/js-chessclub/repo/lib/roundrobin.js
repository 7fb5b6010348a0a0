'use strict';

const BYE = null;

// The circle method: the first player stays, the others turn one place a round; the first player's colour
// alternates, and so does each board's.
function pairings(names) {
  const seats = names.length % 2 ? [...names, BYE] : [...names];
  const n = seats.length;
  const rounds = [];
  for (let r = 0; r < n - 1; r++) {
    const round = [];
    for (let b = 0; b < n / 2; b++) {
      const one = seats[b];
      const two = seats[n - 1 - b];
      if (one === BYE || two === BYE) continue;
      const swap = b === 0 ? r % 2 === 1 : b % 2 === 1;
      round.push(swap ? { white: two, black: one } : { white: one, black: two });
    }
    rounds.push(round);
    seats.splice(1, 0, seats.pop());
  }
  return rounds;
}

function byes(names, rounds) {
  return rounds.map((round) => names.find((name) => !round.some((g) => g.white === name || g.black === name)) || null);
}

module.exports = { pairings, byes };
