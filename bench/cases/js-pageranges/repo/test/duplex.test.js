'use strict';

const test = require('node:test');
const assert = require('node:assert');

const { manualDuplex, sheetCount } = require('../src/duplex');

test('prints fronts, then backs last page first', () => {
  assert.deepStrictEqual(manualDuplex(6), { fronts: [1, 3, 5], backs: [6, 4, 2] });
});

test('gives an odd job a blank last back', () => {
  assert.deepStrictEqual(manualDuplex([2, 3, 4, 9, 10], { reverseBacks: false }), {
    fronts: [2, 4, 10],
    backs: [3, 9, 0],
  });
});

test('counts sheets', () => {
  assert.strictEqual(sheetCount(7, true), 4);
  assert.strictEqual(sheetCount(7, false), 7);
  assert.throws(() => sheetCount(-1, true), RangeError);
});
