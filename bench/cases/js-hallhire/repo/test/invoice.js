'use strict';

const test = require('tape');
const { parseBookings } = require('../lib/bookings');
const { invoice, renderInvoice } = require('../lib/invoice');
const march = require('./fixtures/march');

const bookings = parseBookings(march);

test('invoice: the choir, two community evenings', (t) => {
  const inv = invoice(bookings, 'Wrenfield Choir', '2026-03');
  t.deepEqual(inv.lines.map((l) => l.pence), [2240, 2240]);
  t.equal(inv.total, 4480);
  t.end();
});

test('invoice: the drama group, hall and kitchen', (t) => {
  const inv = invoice(bookings, 'Wrenfield Drama', '2026-03');
  t.deepEqual(inv.lines.map((l) => l.text), [
    '2026-03-05 Main hall 17:00-20:00',
    '2026-03-05 Kitchen 17:00-20:00',
    '2026-03-12 Main hall 17:00-20:00',
  ]);
  t.equal(inv.total, 12600);
  t.end();
});

test('renderInvoice', (t) => {
  const text = renderInvoice(invoice(bookings, 'Wrenfield Choir', '2026-03'));
  t.equal(text, [
    'Invoice: Wrenfield Choir, 2026-03',
    '  2026-03-03 Small hall 19:30-21:30           £22.40',
    '  2026-03-10 Small hall 19:30-21:30           £22.40',
    '  Total                                       £44.80',
  ].join('\n'));
  t.end();
});

test('invoice: no bookings that month', (t) => {
  const inv = invoice(bookings, 'Wrenfield Choir', '2026-04');
  t.deepEqual(inv.lines, []);
  t.equal(inv.total, 0);
  t.end();
});
