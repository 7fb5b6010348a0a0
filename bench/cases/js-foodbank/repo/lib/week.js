'use strict';

const { parcelFor } = require('./parcels');
const { Stock, totals } = require('./stock');

// The packing plan: a parcel per household, largest households first so the big parcels
// are packed while the stock is full, and what must be bought in.
function packingPlan(households, stockCounts) {
  const stock = new Stock(stockCounts);
  const order = [...households].sort((a, b) => b.people - a.people || a.ref.localeCompare(b.ref));
  const parcels = [];
  const shortfall = [];
  for (const household of order) {
    const lines = parcelFor(household);
    parcels.push({ ref: household.ref, people: household.people, lines });
    shortfall.push(...stock.take(lines));
  }
  return { parcels, shortfall: totals(shortfall), left: stock.counts };
}

module.exports = { packingPlan };
