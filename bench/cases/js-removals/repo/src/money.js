'use strict';

// Amounts are whole pence throughout; these format them for the quote letter.

function pounds(pence) {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}£${whole}.${rest}`;
}

function vat(pence, ratePercent = 20) {
  return Math.round((pence * ratePercent) / 100);
}

module.exports = { pounds, vat };
