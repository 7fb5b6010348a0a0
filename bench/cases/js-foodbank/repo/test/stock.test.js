'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { Stock, totals } = require('../lib/stock');

test('take removes what there is and reports the rest', () => {
  const stock = new Stock({ pasta: 3, rice: 1 });
  assert.deepEqual(stock.take([{ item: 'pasta', qty: 2 }, { item: 'rice', qty: 2 }, { item: 'tea bags', qty: 1 }]), [
    { item: 'rice', qty: 1 },
    { item: 'tea bags', qty: 1 },
  ]);
  assert.deepEqual(stock.counts, { pasta: 1, rice: 0, 'tea bags': 0 });
});

test('totals adds up each item in first-seen order', () => {
  assert.deepEqual(totals([{ item: 'rice', qty: 1 }, { item: 'pasta', qty: 2 }, { item: 'rice', qty: 3 }]), [
    { item: 'rice', qty: 4 },
    { item: 'pasta', qty: 2 },
  ]);
});
