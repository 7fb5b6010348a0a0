'use strict';

const K = 20;

function expected(rating, opponent) {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

function ratingChange(rating, opponent, score, k = K) {
  return Math.round(k * (score - expected(rating, opponent)));
}

// Every game of the event is rated from the ratings the players brought to it.
function rateEvent(players, rounds) {
  const before = Object.fromEntries(players.map((p) => [p.name, p.rating]));
  const change = Object.fromEntries(players.map((p) => [p.name, 0]));
  for (const round of rounds) {
    for (const game of round) {
      change[game.white] += ratingChange(before[game.white], before[game.black], game.score[game.white]);
      change[game.black] += ratingChange(before[game.black], before[game.white], game.score[game.black]);
    }
  }
  return Object.fromEntries(players.map((p) => [p.name, before[p.name] + change[p.name]]));
}

module.exports = { expected, ratingChange, rateEvent };
