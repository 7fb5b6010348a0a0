'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseArgs } = require('../bin/wasteround');

test('command line options', () => {
  const args = parseArgs(['rounds.json', '100090001', '--weeks', '4', '--from', '2025-03-03']);
  assert.deepEqual(args, { positional: ['rounds.json', '100090001'], from: '2025-03-03', weeks: 4 });
});

test('six weeks by default', () => {
  assert.equal(parseArgs(['rounds.json', '100090001']).weeks, 6);
});
