'use strict';

const { bandOf } = require('./bands');
const { fmtPence, percentOff } = require('./money');

// Full prices by band, in pence, for the evening dome shows; matinees are cheaper.
const PRICES = {
  evening: { adult: 1250, child: 750, senior: 950 },
  matinee: { adult: 950, child: 600, senior: 800 },
};

const FAMILY_PERCENT = 10;

function priceFor(person, show) {
  const table = PRICES[show.slot];
  if (!table) throw new Error(`unknown slot: ${show.slot}`);
  const price = table[bandOf(person.age)];
  return person.member ? percentOff(price, 20) : price;
}

// A family ticket: at least one adult and two children in one booking, 10% off the whole party.
function isFamily(party) {
  const bands = party.map((p) => bandOf(p.age));
  return bands.includes('adult') && bands.filter((b) => b === 'child').length >= 2;
}

function quote(party, show) {
  if (party.length === 0) throw new Error('empty party');
  const lines = party.map((person) => ({ name: person.name, pence: priceFor(person, show) }));
  const subtotal = lines.reduce((sum, line) => sum + line.pence, 0);
  const total = isFamily(party) ? percentOff(subtotal, FAMILY_PERCENT) : subtotal;
  return { lines, subtotal, total, printed: fmtPence(total) };
}

module.exports = { PRICES, priceFor, isFamily, quote };
