'use strict';

const { round } = require('./rounds');
const { parseEnd, endTotal } = require('./ends');

// A scorecard: an archer's ends for a round, with the totals the results need.
// Hits are arrows that scored; tens count X and 10; on an imperial face the
// golds (9s) are counted instead.
function scorecard(archer, roundId, endTexts) {
  const r = round(roundId);
  if (endTexts.length > r.ends) {
    throw new Error(`${archer}: ${endTexts.length} ends, ${r.name} has ${r.ends}`);
  }
  const ends = endTexts.map((t) => parseEnd(t, r));
  const arrows = ends.flat();
  const card = {
    archer,
    round: r.id,
    face: r.face,
    ends: ends.map(endTotal),
    score: endTotal(arrows),
    hits: arrows.filter((a) => a.value > 0).length,
    xs: arrows.filter((a) => a.mark === 'X').length,
    complete: ends.length === r.ends,
  };
  if (r.face === 'metric') {
    card.tens = arrows.filter((a) => a.mark === 'X' || a.mark === '10').length;
  } else {
    card.golds = arrows.filter((a) => a.value === 9).length;
  }
  return card;
}

// Running totals after each end, as the card's right-hand column shows them.
function runningTotals(card) {
  let sum = 0;
  return card.ends.map((e) => (sum += e));
}

module.exports = { scorecard, runningTotals };
