'use strict';

// Prices are kept in pence; the box office prints pounds.
function fmtPence(pence) {
  if (!Number.isInteger(pence)) throw new TypeError(`pence must be an integer, got ${pence}`);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// Percentage off, rounded to the nearest penny, half up.
function percentOff(pence, percent) {
  return pence - Math.round((pence * percent) / 100);
}

module.exports = { fmtPence, percentOff };
