'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { runTime, laserRunPoints } = require('../src/laserrun');

test('13:20 is worth 500', () => {
  assert.equal(laserRunPoints('13:20.00'), 500);
});

test('a point a whole second', () => {
  assert.equal(laserRunPoints('13:00.00'), 520);
  assert.equal(laserRunPoints('13:19.01'), 500);
  assert.equal(laserRunPoints('13:30.00'), 490);
  assert.equal(laserRunPoints('13:30.99'), 490);
});

test('run time subtracts the start delay', () => {
  assert.equal(runTime('13:40.00', 2000), 80000);
  assert.equal(runTime(90000, '0:12.00'), 88800);
  assert.throws(() => runTime(100, 200), RangeError);
});
