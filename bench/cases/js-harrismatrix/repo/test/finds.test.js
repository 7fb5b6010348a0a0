'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');

const { parseFind, parseRegister, tpqByContext } = require('../src');
const { REGISTER } = require('./fixtures');

test('a small find', () => {
  assert.deepEqual(parseFind('SF012 1004 coin 1279-1307'), {
    ref: 'SF012',
    small: true,
    context: 1004,
    material: 'coin',
    from: 1279,
    to: 1307,
  });
});

test('bad finds', () => {
  assert.throws(() => parseFind('SF012 coin 1279-1307'), SyntaxError);
  assert.throws(() => parseFind('BF001 1004 pottery 1300-1200'), /runs backwards/);
});

test('tpq of each context is the latest start date of its finds', () => {
  const tpq = tpqByContext(parseRegister(REGISTER));
  assert.equal(tpq.get(1005), 1200);
  assert.equal(tpq.get(1007), 120);
  assert.equal(tpq.has(1006), false);
});
