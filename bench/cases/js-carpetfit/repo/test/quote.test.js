'use strict';

const test = require('tape');
const { quote, formatQuote } = require('../lib/quote');
const { simpleRoom } = require('../lib/rooms');
const { lounge, hall, bedroom1, bedroom2, PRICES, TWIST } = require('./fixtures');

function house() {
  return { rooms: [lounge(), hall(), bedroom1(), bedroom2()], carpet: TWIST, prices: PRICES };
}

test('quote lines for a whole house', (t) => {
  const q = quote(house());
  t.deepEqual(
    q.lines.map((l) => [l.item, l.qty, l.totalPence]),
    [
      ['Carpet: Westbury twist, oatmeal', 65.2, 162935],
      ['Underlay', 4, 26000],
      ['Gripper rod', 39, 7020],
      ['Door bar 0.9 m', 6, 7500],
      ['Fitting', 55.36, 30448],
    ],
  );
  t.equal(q.seams, 1);
  t.end();
});

test('quote totals and VAT', (t) => {
  const q = quote(house());
  t.equal(q.subtotalPence, 233903);
  t.equal(q.vatPence, 46781);
  t.equal(q.totalPence, 280684);

  const trade = quote({ ...house(), vatRate: 0 });
  t.equal(trade.vatPence, 0);
  t.equal(trade.totalPence, 233903);
  t.end();
});

test('small jobs pay the minimum fitting charge', (t) => {
  const q = quote({ rooms: [simpleRoom('Landing', 1000, 2000)], carpet: TWIST, prices: PRICES });
  const fitting = q.lines[q.lines.length - 1];
  t.equal(fitting.item, 'Fitting (minimum charge)');
  t.equal(fitting.totalPence, 9000);
  t.end();
});

test('formatQuote', (t) => {
  const sheet = formatQuote(quote({ rooms: [bedroom2()], carpet: TWIST, prices: PRICES }));
  t.equal(
    sheet,
    [
      'Carpet: Westbury twist, oatmeal       12 m2     £299.88',
      'Underlay                          1 roll      £65.00',
      'Gripper rod                     8 length      £14.40',
      'Door bar 0.9 m                    1 each      £12.50',
      'Fitting (minimum charge)         8.99 m2      £90.00',
      'Subtotal                                     £481.78',
      'VAT                                           £96.36',
      'Total                                        £578.14',
    ].join('\n'),
  );
  t.end();
});
