'use strict';

// Unit weights (pounds per inch) of common string gauges, from the makers' tension charts.
// Keys are gauges in thousandths of an inch.

const PLAIN_STEEL = {
  8: 0.00001418,
  9: 0.00001794,
  10: 0.00002215,
  11: 0.00002680,
  12: 0.00003190,
  13: 0.00003744,
  14: 0.00004342,
  15: 0.00004984,
  16: 0.00005671,
  17: 0.00006402,
  18: 0.00007177,
};

const NICKEL_WOUND = {
  20: 0.00008106,
  22: 0.00009699,
  24: 0.00011215,
  26: 0.00012671,
  30: 0.00017236,
  32: 0.00019347,
  36: 0.00024105,
  38: 0.00026600,
  42: 0.00032279,
  44: 0.00035182,
  46: 0.00038216,
  49: 0.00043610,
  52: 0.00048440,
  56: 0.00055708,
};

function unitWeight(gauge) {
  const spec = String(gauge).trim().toLowerCase();
  const m = /^(\d+)(w|p)?$/.exec(spec);
  if (!m) {
    throw new Error(`unreadable gauge: ${gauge}`);
  }
  const size = Number(m[1]);
  const wound = m[2] === 'w' || (m[2] === undefined && size >= 20);
  const table = wound ? NICKEL_WOUND : PLAIN_STEEL;
  if (!(size in table)) {
    throw new Error(`no unit weight for ${wound ? 'wound' : 'plain'} gauge ${size}`);
  }
  return table[size];
}

module.exports = { PLAIN_STEEL, NICKEL_WOUND, unitWeight };
