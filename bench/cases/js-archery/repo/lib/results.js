'use strict';

// Places in a round. Metric rounds break ties on tens, then Xs; imperial rounds on
// hits, then golds. Archers still level share the place.
function tieKeys(card) {
  return card.face === 'metric' ? [card.score, card.tens, card.xs] : [card.score, card.hits, card.golds];
}

function compareCards(a, b) {
  const ka = tieKeys(a);
  const kb = tieKeys(b);
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i]) return kb[i] - ka[i];
  }
  return a.archer.localeCompare(b.archer);
}

function sameKeys(a, b) {
  return tieKeys(a).every((k, i) => k === tieKeys(b)[i]);
}

function results(cards) {
  const rounds = new Set(cards.map((c) => c.round));
  if (rounds.size > 1) throw new Error(`results mix rounds: ${[...rounds].join(', ')}`);
  const sorted = cards.filter((c) => c.complete).sort(compareCards);
  return sorted.map((card, i) => {
    let place = i + 1;
    if (i > 0 && sameKeys(card, sorted[i - 1])) {
      let j = i - 1;
      while (j > 0 && sameKeys(sorted[j - 1], card)) j--;
      place = j + 1;
    }
    return { place, ...card };
  });
}

module.exports = { tieKeys, compareCards, results };
