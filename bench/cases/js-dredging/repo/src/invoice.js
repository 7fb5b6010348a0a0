'use strict';

const { formatPounds } = require('./units');

const VAT_RATE = 0.2;

/**
 * Invoice for a campaign, in pence: dredged volume at the contract rate per
 * cubic metre, a disposal licence fee for each trip to the disposal site,
 * and mobilisation of the hopper once.
 */
function invoice(campaign, rates) {
  const lines = [
    { item: `dredging, ${Math.round(campaign.volume)} m3`, pence: Math.round(campaign.volume * rates.pencePerM3) },
    { item: `disposal, ${campaign.trips} trips`, pence: campaign.trips * rates.disposalPencePerTrip },
    { item: `mobilisation, ${campaign.hopper}`, pence: rates.mobilisationPence },
  ];
  const net = lines.reduce((s, l) => s + l.pence, 0);
  const vat = Math.round(net * VAT_RATE);
  return { lines, net, vat, total: net + vat };
}

function render(inv) {
  const rows = inv.lines.map((l) => `${l.item.padEnd(32)}${formatPounds(l.pence).padStart(14)}`);
  rows.push(`${'net'.padEnd(32)}${formatPounds(inv.net).padStart(14)}`);
  rows.push(`${'VAT at 20%'.padEnd(32)}${formatPounds(inv.vat).padStart(14)}`);
  rows.push(`${'total'.padEnd(32)}${formatPounds(inv.total).padStart(14)}`);
  return rows.join('\n');
}

module.exports = { VAT_RATE, invoice, render };
