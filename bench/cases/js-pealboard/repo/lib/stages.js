'use strict';

// Stage names by number of working bells, and the extent (all the changes) of each.

const STAGES = {
  5: 'Doubles',
  6: 'Minor',
  7: 'Triples',
  8: 'Major',
  9: 'Caters',
  10: 'Royal',
  11: 'Cinques',
  12: 'Maximus',
};

function factorial(n) {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

/** The stage named at the end of a method title ("Yorkshire Surprise Major" -> 8), or undefined. */
function stageOf(method) {
  const last = method.trim().split(/\s+/).pop();
  for (const [bells, name] of Object.entries(STAGES)) {
    if (name === last) return Number(bells);
  }
  return undefined;
}

/** The number of changes in the extent on that many bells. */
function extent(bells) {
  return factorial(bells);
}

module.exports = { STAGES, stageOf, extent };
