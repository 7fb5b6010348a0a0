'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseCutList } = require('../src/cutlist');
const { ROSE } = require('./fixtures');

test('reads every piece of the rose', () => {
  const pieces = parseCutList(ROSE);
  assert.equal(pieces.length, 9);
  assert.deepEqual(pieces[0], { id: 'B1', species: 'walnut', w: 450, h: 40, grain: 90 });
  assert.deepEqual(pieces[2], { id: 'B3', species: 'walnut', w: 40, h: 370, grain: 0 });
});

test('species are lower-cased', () => {
  const [p] = parseCutList('X1 Walnut 10x20');
  assert.equal(p.species, 'walnut');
});

test('names the line it cannot read', () => {
  assert.throws(() => parseCutList('A1 ash 10x20\nA2 ash ten by twenty'), /line 2/);
});

test('refuses a piece listed twice', () => {
  assert.throws(() => parseCutList('A1 ash 10x20\nA1 ash 10x20'), /A1 listed twice/);
});
