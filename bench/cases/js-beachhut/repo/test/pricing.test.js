'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { loadConfig } = require('../src/config');
const { parseDay } = require('../src/dates');
const { priceStay } = require('../src/pricing');

test('a week from Monday has two weekend nights', () => {
  const { total, deposit } = priceStay(loadConfig(), parseDay('2026-06-01'), 7);
  assert.strictEqual(total, 5 * 2500 + 2 * 4000);
  assert.strictEqual(deposit, 5000);
});

test('out of season', () => {
  assert.throws(() => priceStay(loadConfig(), parseDay('2026-09-29'), 3), /out of season/);
});

test('too long a stay', () => {
  assert.throws(() => priceStay(loadConfig(), parseDay('2026-06-01'), 15), RangeError);
});
