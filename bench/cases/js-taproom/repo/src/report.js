'use strict';

const { price } = require('./pricing');

function pad(text, width) {
  return String(text).padEnd(width);
}

function pounds(pence) {
  return `£${(pence / 100).toFixed(2)}`;
}

// End of day sales by beer from the pour log.
function salesByBeer(pours, beers) {
  const byName = new Map(beers.map((b) => [b.name, b]));
  const rows = new Map();
  for (const pour of pours) {
    const beer = byName.get(pour.beer);
    if (!beer) {
      throw new Error(`unknown beer in pour log: ${pour.beer}`);
    }
    const row = rows.get(pour.beer) || { beer: pour.beer, pours: 0, ml: 0, pence: 0 };
    row.pours += 1;
    row.ml += pour.ml;
    row.pence += price(beer, pour.measure, pour.at);
    rows.set(pour.beer, row);
  }
  return [...rows.values()].sort((a, b) => b.pence - a.pence || a.beer.localeCompare(b.beer));
}

function render(rows) {
  const lines = [`${pad('Beer', 24)}${pad('Pours', 8)}${pad('Litres', 9)}Takings`];
  let total = 0;
  for (const row of rows) {
    lines.push(`${pad(row.beer, 24)}${pad(row.pours, 8)}${pad((row.ml / 1000).toFixed(1), 9)}${pounds(row.pence)}`);
    total += row.pence;
  }
  lines.push(`${pad('Total', 41)}${pounds(total)}`);
  return lines.join('\n');
}

module.exports = { salesByBeer, render, pounds };
