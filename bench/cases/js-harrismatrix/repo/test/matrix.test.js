'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');

const { Matrix, parseSheets } = require('../src');
const { SHEETS } = require('./fixtures');

test('direct relations, sorted by number', () => {
  const m = parseSheets(SHEETS);
  assert.deepEqual(m.above(1004), [1002, 1003]);
  assert.deepEqual(m.below(1003), [1004, 1008]);
  assert.deepEqual(m.above(1001), []);
});

test('isAbove follows the sequence through other contexts', () => {
  const m = parseSheets(SHEETS);
  assert.equal(m.isAbove(1001, 1009), true);
  assert.equal(m.isAbove(1008, 1006), false);
  assert.equal(m.isAbove(1006, 1006), false);
});

test('redundant relations', () => {
  const m = parseSheets(SHEETS);
  assert.deepEqual(m.redundantRelations(), [[1002, 1004]]);
});

test('sequence runs from the latest context to the earliest', () => {
  const m = parseSheets(SHEETS);
  assert.deepEqual(m.sequence(), [1001, 1002, 1003, 1004, 1005, 1006, 1008, 1007, 1009]);
});

test('a relation that makes a loop is refused', () => {
  const m = parseSheets(SHEETS);
  assert.throws(() => m.addRelation(1009, 1001), /contradicts the sequence/);
  assert.throws(() => m.addRelation(1004, 1004), /above itself/);
});

test('contexts are recorded once, with a known type', () => {
  const m = new Matrix().addContext(2001, 'deposit');
  assert.throws(() => m.addContext(2001, 'deposit'), /recorded twice/);
  assert.throws(() => m.addContext(2002, 'layer'), /unknown context type/);
  assert.throws(() => m.addContext(0, 'cut'), /positive integer/);
});

test('sheet errors name the line', () => {
  assert.throws(() => parseSheets('1001 deposit topsoil\n1001 above 1002\n'), /line 2: no context 1002/);
  assert.throws(() => parseSheets('1001 deposit topsoil\n1001 cuts\n'), /line 2: "cuts" needs one context number/);
});
