'use strict';

function money(cents) {
  return (cents / 100).toFixed(2);
}

function dailyReport(stays) {
  const lines = stays.map((stay) => `${stay.plate.padEnd(9)}${stay.arrived}-${stay.left}  ${money(stay.cents).padStart(6)}`);
  const total = stays.reduce((sum, stay) => sum + stay.cents, 0);
  return { lines, totalCents: total, text: [...lines, `TOTAL${money(total).padStart(23)}`].join('\n') };
}

module.exports = { dailyReport, money };
