'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { DEFAULTS, loadConfig } = require('../src/config');

test('no overrides gives the standard terms', () => {
  assert.deepStrictEqual(loadConfig(), { ...DEFAULTS });
});

test('a row can take a bigger deposit', () => {
  const config = loadConfig({ deposit: 8000 });
  assert.strictEqual(config.deposit, 8000);
  assert.strictEqual(config.maxNights, 14);
});

test('unknown settings are refused', () => {
  assert.throws(() => loadConfig({ colour: 'blue' }), /unknown setting colour/);
});
