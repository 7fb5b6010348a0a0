'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { toSeconds, formatTime } = require('../lib');

test('reads race times with and without hours', () => {
  assert.equal(toSeconds('2:41:10'), 9670);
  assert.equal(toSeconds('48:05'), 2885);
  assert.throws(() => toSeconds('2h41'), /bad race time/);
});

test('formats race times', () => {
  assert.equal(formatTime(9670), '2:41:10');
  assert.equal(formatTime(2885), '48:05');
});
