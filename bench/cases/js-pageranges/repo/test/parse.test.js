'use strict';

const test = require('node:test');
const assert = require('node:assert');

const { parseRanges } = require('../src/parse');

test('parses single pages and closed ranges', () => {
  assert.deepStrictEqual(parseRanges('1-3, 5', 10), [1, 2, 3, 5]);
});

test('resolves open ranges against the last page', () => {
  assert.deepStrictEqual(parseRanges('9-', 11), [9, 10, 11]);
  assert.deepStrictEqual(parseRanges('-2, 4', 11), [1, 2, 4]);
});

test('sorts and drops repeats', () => {
  assert.deepStrictEqual(parseRanges('7, 2-4, 3', 10), [2, 3, 4, 7]);
});

test('an empty spec is every page', () => {
  assert.deepStrictEqual(parseRanges('  ', 3), [1, 2, 3]);
});

test('rejects what it cannot print', () => {
  assert.throws(() => parseRanges('1-x', 10), /not a page range: "1-x"/);
  assert.throws(() => parseRanges('-', 10), /not a page range/);
  assert.throws(() => parseRanges('5-2', 10), /range runs backwards/);
  assert.throws(() => parseRanges('8-12', 10), /page out of range 1-10: "8-12"/);
  assert.throws(() => parseRanges('0', 10), /page out of range/);
});
