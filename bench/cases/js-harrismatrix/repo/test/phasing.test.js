'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');

const { parseSheets, parseRegister, tpqByContext, propagateTpq, assignPhases } = require('../src');
const { SHEETS, REGISTER, PERIODS } = require('./fixtures');

test('tpq rises through the sequence', () => {
  const m = parseSheets(SHEETS);
  const tpq = propagateTpq(m, tpqByContext(parseRegister(REGISTER)));
  assert.equal(tpq.get(1006), 120); // the pit cut is later than the layer it cuts
  assert.equal(tpq.get(1004), 1279);
  assert.equal(tpq.get(1003), 1279); // dark earth seals the pit
  assert.equal(tpq.get(1001), 1680);
  assert.equal(tpq.get(1009), null);
});

test('phases from the periods', () => {
  const m = parseSheets(SHEETS);
  const phases = assignPhases(m, tpqByContext(parseRegister(REGISTER)), PERIODS);
  assert.deepEqual(Object.fromEntries(phases), {
    Roman: [1006, 1008, 1007],
    'early medieval': [],
    medieval: [1003, 1004, 1005],
    'post-medieval': [1001, 1002],
  });
});
