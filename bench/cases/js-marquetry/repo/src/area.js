'use strict';

function pieceArea(piece) {
  return piece.w * piece.h;
}

/** Total area (mm²) of the pieces of each species, as a Map in first-seen order. */
function areaBySpecies(pieces) {
  const totals = new Map();
  for (const p of pieces) {
    totals.set(p.species, (totals.get(p.species) || 0) + pieceArea(p));
  }
  return totals;
}

module.exports = { pieceArea, areaBySpecies };
