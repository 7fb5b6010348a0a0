import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatMoney, taxOf } from '../src/money.js';

test('formats euros by default', () => {
  assert.equal(formatMoney(1234), '€12.34');
  assert.equal(formatMoney(5), '€0.05');
});

test('formats negative amounts and other currencies', () => {
  assert.equal(formatMoney(-250, 'GBP'), '-£2.50');
  assert.equal(formatMoney(100, 'CHF'), 'CHF 1.00');
});

test('tax rounds to the cent', () => {
  assert.equal(taxOf(1005, 0.1), 101);
  assert.equal(taxOf(0, 0.2), 0);
});
