'use strict';

// Fitting and balancing per tyre, in pence, by rim diameter (inches, upper bound of each band).
const FITTING_BANDS = [
  { upTo: 15, fee: 1200 },
  { upTo: 17, fee: 1500 },
  { upTo: 19, fee: 1900 },
  { upTo: 22, fee: 2500 },
];
const VALVE = 250;
const DISPOSAL = 300;
const VAT_RATE = 0.2;

function fittingFee(rim) {
  const band = FITTING_BANDS.find((b) => rim <= b.upTo);
  if (!band) throw new RangeError(`no fitting band for a ${rim} inch rim`);
  return band.fee;
}

function quote(item, quantity, { disposal = true } = {}) {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 4) {
    throw new RangeError(`a job fits 1 to 4 tyres, not ${quantity}`);
  }
  const lines = [
    { what: `${item.brand} ${item.label}`, each: item.price, quantity },
    { what: 'fitting and balancing', each: fittingFee(item.size.rim), quantity },
    { what: 'valve', each: VALVE, quantity },
  ];
  if (disposal) lines.push({ what: 'disposal of old tyre', each: DISPOSAL, quantity });
  const net = lines.reduce((sum, line) => sum + line.each * line.quantity, 0);
  const vat = Math.round(net * VAT_RATE);
  return { lines, net, vat, total: net + vat };
}

function pounds(pence) {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

module.exports = { quote, fittingFee, pounds, FITTING_BANDS };
