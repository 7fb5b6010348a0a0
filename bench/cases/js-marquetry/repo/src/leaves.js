'use strict';

const { veneer } = require('./veneers');
const { areaBySpecies } = require('./area');

const DEFAULT_WASTE = 0.3; // offcuts, splits and grain matching

/**
 * Whether a piece can be cut from one leaf with its grain where the design wants it: the leaf's
 * grain runs along its length, so a piece at grain 0 puts its height along the leaf and one at 90
 * (laid across) puts its width along it. Other angles need the piece's diagonal.
 */
function fitsLeaf(piece, leaf) {
  if (piece.grain % 180 === 0) return piece.w <= leaf.leafW && piece.h <= leaf.leafL;
  if (piece.grain % 180 === 90) return piece.h <= leaf.leafW && piece.w <= leaf.leafL;
  const diag = Math.hypot(piece.w, piece.h);
  return diag <= leaf.leafW;
}

/** Leaves to buy of each species, and the pieces no leaf is big enough for. */
function leavesNeeded(pieces, waste = DEFAULT_WASTE) {
  const result = new Map();
  for (const [species, area] of areaBySpecies(pieces)) {
    const leaf = veneer(species);
    const count = Math.max(1, Math.ceil((area * (1 + waste)) / (leaf.leafW * leaf.leafL)));
    result.set(species, count);
  }
  const oversize = pieces.filter((p) => !fitsLeaf(p, veneer(p.species))).map((p) => p.id);
  return { leaves: result, oversize };
}

module.exports = { DEFAULT_WASTE, fitsLeaf, leavesNeeded };
