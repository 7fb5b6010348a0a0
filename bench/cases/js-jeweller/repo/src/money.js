'use strict';

// Amounts are whole pence; these helpers round and print them.

function pence(amount) {
  // Round half away from zero, as the till does.
  return Math.sign(amount) * Math.round(Math.abs(amount));
}

function percentOf(amountPence, percent) {
  return pence((amountPence * percent) / 100);
}

function format(amountPence) {
  const sign = amountPence < 0 ? '-' : '';
  const abs = Math.abs(amountPence);
  const pounds = Math.floor(abs / 100).toLocaleString('en-GB');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}£${pounds}.${rest}`;
}

module.exports = { pence, percentOf, format };
