'use strict';

const { floorArea } = require('./rooms');
const { planRoom } = require('./rolls');
const { gripperLengths, underlayRolls, doorBars } = require('./accessories');
const { formatPence } = require('./units');

const DEFAULT_VAT_RATE = 0.2;

// Round half up to whole pence.
function pence(x) {
  return Math.floor(x + 0.5);
}

function line(item, qty, unit, unitPence) {
  return { item, qty, unit, unitPence, totalPence: pence(qty * unitPence) };
}

// Square metres are quoted to two decimals.
function m2(x) {
  return Math.round(x * 100) / 100;
}

// A quote for carpeting some rooms with one carpet.
//
// job.rooms      rooms from rooms.js
// job.carpet     { name, pricePerM2Pence }
// job.prices     { underlayRollPence, gripperLengthPence, doorBarShortPence,
//                  doorBarLongPence, fittingPerM2Pence, minimumFittingPence }
// job.vatRate    defaults to 20%
function quote(job) {
  const { rooms, carpet, prices } = job;
  const vatRate = job.vatRate === undefined ? DEFAULT_VAT_RATE : job.vatRate;
  const lines = [];

  const plans = rooms.map((r) => planRoom(r));
  const soldM2 = m2(plans.reduce((sum, p) => sum + p.soldM2, 0));
  lines.push(line(`Carpet: ${carpet.name}`, soldM2, 'm2', carpet.pricePerM2Pence));

  lines.push(line('Underlay', underlayRolls(rooms), 'roll', prices.underlayRollPence));

  const gripper = rooms.reduce((sum, r) => sum + gripperLengths(r), 0);
  lines.push(line('Gripper rod', gripper, 'length', prices.gripperLengthPence));

  const bars = rooms.map(doorBars).reduce(
    (sum, b) => ({ short: sum.short + b.short, long: sum.long + b.long }),
    { short: 0, long: 0 },
  );
  if (bars.short > 0) lines.push(line('Door bar 0.9 m', bars.short, 'each', prices.doorBarShortPence));
  if (bars.long > 0) lines.push(line('Door bar 1.8 m', bars.long, 'each', prices.doorBarLongPence));

  const floorM2 = m2(rooms.reduce((sum, r) => sum + floorArea(r), 0));
  const fitting = line('Fitting', floorM2, 'm2', prices.fittingPerM2Pence);
  if (fitting.totalPence < prices.minimumFittingPence) {
    fitting.totalPence = prices.minimumFittingPence;
    fitting.item = 'Fitting (minimum charge)';
  }
  lines.push(fitting);

  const subtotalPence = lines.reduce((sum, l) => sum + l.totalPence, 0);
  const vatPence = pence(subtotalPence * vatRate);
  return {
    lines,
    seams: plans.reduce((sum, p) => sum + p.seams, 0),
    subtotalPence,
    vatPence,
    totalPence: subtotalPence + vatPence,
  };
}

// The quote as the customer's sheet.
function formatQuote(q) {
  const out = q.lines.map((l) => {
    const qty = `${l.qty} ${l.unit}`;
    return `${l.item.padEnd(28)}${qty.padStart(12)}${formatPence(l.totalPence).padStart(12)}`;
  });
  out.push(`${'Subtotal'.padEnd(40)}${formatPence(q.subtotalPence).padStart(12)}`);
  out.push(`${'VAT'.padEnd(40)}${formatPence(q.vatPence).padStart(12)}`);
  out.push(`${'Total'.padEnd(40)}${formatPence(q.totalPence).padStart(12)}`);
  return out.join('\n');
}

module.exports = { quote, formatQuote, DEFAULT_VAT_RATE };
