'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { Holds } = require('../src/holds');

test('holds queue in order', () => {
  const h = new Holds();
  assert.equal(h.place('T001', 'M01', '2024-05-01'), 1);
  assert.equal(h.place('T001', 'M02', '2024-05-02'), 2);
  assert.throws(() => h.place('T001', 'M01', '2024-05-03'), /already holds/);
  assert.equal(h.position('T001', 'M02'), 2);
  assert.equal(h.cancel('T001', 'M01'), true);
  assert.equal(h.position('T001', 'M02'), 1);
  assert.equal(h.position('T001', 'M03'), null);
});

test('offers lapse after a week and pass on', () => {
  const h = new Holds();
  h.place('T001', 'M01', '2024-05-01');
  h.place('T001', 'M02', '2024-05-01');
  assert.equal(h.mayBorrow('T001', 'M01'), false);
  assert.equal(h.offer('T001', '2024-05-10').offeredUntil, '2024-05-17');
  assert.equal(h.mayBorrow('T001', 'M01'), true);
  assert.equal(h.mayBorrow('T001', 'M02'), false);
  assert.deepEqual(h.expire('2024-05-17'), []);
  assert.deepEqual(h.expire('2024-05-18'), [{ toyId: 'T001', memberId: 'M01' }]);
  assert.equal(h.mayBorrow('T001', 'M02'), true);
  h.collected('T001', 'M02');
  assert.equal(h.waiting('T001'), 0);
  assert.equal(h.mayBorrow('T001', 'M03'), true);
});
