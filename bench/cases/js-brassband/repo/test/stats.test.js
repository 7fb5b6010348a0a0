'use strict';

const test = require('tape');
const { sum, mean, round1 } = require('../lib/stats');

test('stats: sum and mean', (t) => {
  t.equal(sum([]), 0);
  t.equal(sum([91, 95, 88]), 274);
  t.equal(mean([90, 93]), 91.5);
  t.throws(() => mean([]), RangeError);
  t.end();
});

test('stats: one decimal, halves away from zero', (t) => {
  t.equal(round1(91.25), 91.3);
  t.equal(round1(-2.25), -2.3);
  t.equal(round1(90), 90);
  t.end();
});
