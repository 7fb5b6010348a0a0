'use strict';

// Whole pence, rounding half a penny up.
function roundPence(pence) {
  return Math.floor(pence + 0.5);
}

// "£1,234.50" from 123450 pence.
function formatPounds(pence) {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}£${pounds}.${rest}`;
}

module.exports = { roundPence, formatPounds };
