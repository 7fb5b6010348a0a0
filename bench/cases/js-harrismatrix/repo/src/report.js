'use strict';

const { propagateTpq } = require('./phasing');

function list(ids) {
  return ids.length ? ids.join(', ') : '-';
}

// One line per context, latest first:
//   1004 fill "fill of pit [1005]" above: 1002 below: 1005 tpq: 1279
function contextReport(matrix, ownTpq = new Map()) {
  const tpq = propagateTpq(matrix, ownTpq);
  return matrix.sequence().map((id) => {
    const c = matrix.get(id);
    const t = tpq.get(id);
    return [
      `${id} ${c.type}`,
      c.description ? JSON.stringify(c.description) : null,
      `above: ${list(matrix.above(id))}`,
      `below: ${list(matrix.below(id))}`,
      `tpq: ${t === null ? '-' : t}`,
    ]
      .filter(Boolean)
      .join(' ');
  });
}

module.exports = { contextReport };
