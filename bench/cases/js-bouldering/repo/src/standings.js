'use strict';

// IFSC order: more tops, then more zones, then fewer attempts to tops, then
// fewer attempts to zones. Climbers equal on all four share a place.
function compareCards(a, b) {
  return (
    b.tops - a.tops ||
    b.zones - a.zones ||
    a.topAttempts - b.topAttempts ||
    a.zoneAttempts - b.zoneAttempts
  );
}

function standings(cards) {
  const sorted = [...cards].sort((a, b) => compareCards(a, b) || a.name.localeCompare(b.name));
  let place = 0;
  return sorted.map((card, index) => {
    if (index === 0 || compareCards(sorted[index - 1], card) !== 0) {
      place = index + 1;
    }
    return { place, ...card };
  });
}

module.exports = { compareCards, standings };
