'use strict';

const test = require('node:test');
const assert = require('node:assert');

const { formatRanges } = require('../src/format');
const { parseRanges } = require('../src/parse');

test('joins runs of three or more', () => {
  assert.strictEqual(formatRanges([1, 2, 3, 5, 9, 10]), '1-3,5,9,10');
});

test('sorts and drops repeats first', () => {
  assert.strictEqual(formatRanges([4, 2, 3, 3, 8]), '2-4,8');
});

test('round-trips with parseRanges', () => {
  const pages = [1, 2, 3, 4, 7, 11, 12, 13];
  assert.deepStrictEqual(parseRanges(formatRanges(pages), 13), pages);
});

test('formats nothing as the empty spec', () => {
  assert.strictEqual(formatRanges([]), '');
});
