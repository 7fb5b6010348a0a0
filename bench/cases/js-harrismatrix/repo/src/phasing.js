'use strict';

// Dating and phasing. A context cannot be earlier than anything below it, so
// its terminus post quem is the latest TPQ of itself and of everything below.

function propagateTpq(matrix, ownTpq) {
  const result = new Map();
  const visit = (id) => {
    if (result.has(id)) return result.get(id);
    let tpq = ownTpq.has(id) ? ownTpq.get(id) : null;
    for (const lower of matrix.below(id)) {
      const t = visit(lower);
      if (t !== null && (tpq === null || t > tpq)) tpq = t;
    }
    result.set(id, tpq);
    return tpq;
  };
  for (const id of matrix.contexts.keys()) visit(id);
  return result;
}

// periods: [{ name, from }] in order; a context falls in the last period
// whose start is not after its TPQ. Undated contexts are left out.
function assignPhases(matrix, ownTpq, periods) {
  const tpq = propagateTpq(matrix, ownTpq);
  const phases = new Map(periods.map((p) => [p.name, []]));
  for (const id of matrix.sequence()) {
    const t = tpq.get(id);
    if (t === null) continue;
    let phase = null;
    for (const p of periods) {
      if (p.from <= t) phase = p.name;
    }
    if (phase !== null) phases.get(phase).push(id);
  }
  return phases;
}

module.exports = { propagateTpq, assignPhases };
