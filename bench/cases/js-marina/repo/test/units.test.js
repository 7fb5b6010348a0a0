import { test } from 'node:test';
import assert from 'node:assert/strict';

import { feetToMetres, formatMoney, metresToFeet, parseLength, roundTo } from '../src/units.js';

test('feet and metres', () => {
  assert.equal(roundTo(feetToMetres(32)), 9.75);
  assert.equal(roundTo(metresToFeet(10), 1), 32.8);
});

test('roundTo', () => {
  assert.equal(roundTo(1.005, 1), 1);
  assert.equal(roundTo(2.345), 2.35);
  assert.equal(roundTo(7, 0), 7);
});

test('formatMoney', () => {
  assert.equal(formatMoney(0), '£0.00');
  assert.equal(formatMoney(2405), '£24.05');
  assert.equal(formatMoney(123456), '£1,234.56');
  assert.equal(formatMoney(-250), '-£2.50');
});

test('parseLength', () => {
  assert.equal(parseLength('9.5'), 9.5);
  assert.equal(parseLength(' 12 m '), 12);
  assert.equal(roundTo(parseLength('32ft')), 9.75);
  assert.equal(roundTo(parseLength("28'")), 8.53);
  assert.throws(() => parseLength('long'), /not a length/);
});
