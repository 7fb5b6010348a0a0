'use strict';

const { charge } = require('./rates');
const { formatPence } = require('./money');
const { formatDate, formatTime } = require('./time');
const { room } = require('./rooms');

// Bookings of one hirer in one month ('2026-03') as invoice lines and a total.
function invoice(bookings, hirer, month) {
  const lines = bookings
    .filter((b) => b.hirer === hirer && formatDate(b.date).startsWith(month))
    .sort((a, b) => a.date - b.date || a.start - b.start)
    .map((b) => ({
      text: `${formatDate(b.date)} ${room(b.room).name} ${formatTime(b.start)}-${formatTime(b.end)}`,
      pence: charge(b),
    }));
  const total = lines.reduce((sum, l) => sum + l.pence, 0);
  return { hirer, month, lines, total };
}

function renderInvoice(inv) {
  const out = [`Invoice: ${inv.hirer}, ${inv.month}`];
  for (const l of inv.lines) out.push(`  ${l.text.padEnd(40)} ${formatPence(l.pence).padStart(9)}`);
  out.push(`  ${'Total'.padEnd(40)} ${formatPence(inv.total).padStart(9)}`);
  return out.join('\n');
}

module.exports = { invoice, renderInvoice };
