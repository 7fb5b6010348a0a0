'use strict';

const test = require('node:test');
const assert = require('node:assert');

const { bookletOrder } = require('../src/booklet');

test('orders eight pages on two sheets', () => {
  assert.deepStrictEqual(bookletOrder(8), [8, 1, 2, 7, 6, 3, 4, 5]);
});

test('pads with blank pages', () => {
  assert.deepStrictEqual(bookletOrder(6), [0, 1, 2, 0, 6, 3, 4, 5]);
});

test('a single page is one sheet', () => {
  assert.deepStrictEqual(bookletOrder(1), [0, 1, 0, 0]);
});

test('rejects an empty booklet', () => {
  assert.throws(() => bookletOrder(0), RangeError);
});
