'use strict';

const { veneer } = require('./veneers');
const { leavesNeeded } = require('./leaves');

const LABOUR_PER_PIECE = 1.5; // pounds: knife cutting and fitting one piece
const CROSS_GRAIN_EXTRA = 0.5; // pounds more for a piece laid across or at an angle

function quote(pieces, options = {}) {
  const { leaves, oversize } = leavesNeeded(pieces, options.waste);
  if (oversize.length > 0) throw new Error(`pieces larger than a leaf: ${oversize.join(', ')}`);
  const lines = [];
  let veneerCost = 0;
  for (const [species, count] of leaves) {
    const cost = count * veneer(species).price;
    veneerCost += cost;
    lines.push({ species, leaves: count, cost: round2(cost) });
  }
  let labour = 0;
  for (const p of pieces) {
    labour += LABOUR_PER_PIECE + (p.grain % 180 === 0 ? 0 : CROSS_GRAIN_EXTRA);
  }
  return { lines, veneer: round2(veneerCost), labour: round2(labour), total: round2(veneerCost + labour) };
}

function round2(x) {
  return Math.round(x * 100) / 100;
}

module.exports = { LABOUR_PER_PIECE, CROSS_GRAIN_EXTRA, quote };
