'use strict';

const { volume } = require('./inventory');
const { vansFor, vanCost } = require('./vans');
const { mileageCharge, overnight } = require('./mileage');
const { pounds, vat } = require('./money');

// Carrying up and down stairs, per floor at each end, per cubic metre; a lift halves it.
const STAIRS_PER_M3 = 300;

function floorCharge(floors, lift, cubicMetres) {
  const perFloor = Math.round(STAIRS_PER_M3 * cubicMetres);
  return lift ? Math.round((floors * perFloor) / 2) : floors * perFloor;
}

// job: { entries, miles, from: { floors, lift }, to: { floors, lift } }
function buildQuote(job) {
  const m3 = volume(job.entries);
  const vans = vansFor(m3);
  const lines = [];
  lines.push({ label: `${vans.length} x ${vans.map((v) => v.name).join(', ')} (${m3} m³)`, pence: vanCost(vans) });
  const miles = mileageCharge(job.miles, vans.length);
  if (miles) lines.push({ label: `mileage (${job.miles} miles)`, pence: miles });
  const stop = overnight(job.miles);
  if (stop) lines.push({ label: 'overnight stop', pence: stop });
  for (const end of ['from', 'to']) {
    const { floors = 0, lift = false } = job[end] || {};
    const pence = floorCharge(floors, lift, m3);
    if (pence) lines.push({ label: `stairs (${end}, ${floors} floor${floors === 1 ? '' : 's'})`, pence });
  }
  const net = lines.reduce((s, l) => s + l.pence, 0);
  const tax = vat(net);
  return { m3, vans, lines, net, vat: tax, total: net + tax };
}

function render(quote) {
  const rows = quote.lines.map((l) => `${l.label.padEnd(40)}${pounds(l.pence).padStart(12)}`);
  rows.push(`${'net'.padEnd(40)}${pounds(quote.net).padStart(12)}`);
  rows.push(`${'VAT'.padEnd(40)}${pounds(quote.vat).padStart(12)}`);
  rows.push(`${'total'.padEnd(40)}${pounds(quote.total).padStart(12)}`);
  return rows.join('\n');
}

module.exports = { buildQuote, render, floorCharge };
