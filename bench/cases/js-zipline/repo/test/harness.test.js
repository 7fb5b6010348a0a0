'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { harnessFor } = require('../src/harness');

test('sizes by weight', () => {
  const at = (weightKg) => harnessFor({ heightCm: 170, weightKg });
  assert.deepEqual([39, 40, 54.9, 55, 74, 75, 94, 95, 130].map(at), ['XS', 'S', 'S', 'M', 'M', 'L', 'L', 'XL', 'XL']);
});

test('small children take a full-body harness', () => {
  assert.equal(harnessFor({ heightCm: 139, weightKg: 30 }), 'child full-body');
  assert.equal(harnessFor({ heightCm: 140, weightKg: 30 }), 'XS');
});
