'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseTime, formatTime, startedSeconds } = require('../src/time');

test('parses minutes, seconds and hundredths', () => {
  assert.equal(parseTime('2:05.43'), 12543);
  assert.equal(parseTime('13:20'), 80000);
  assert.equal(parseTime('59.9'), 5990);
  assert.equal(parseTime(' 1:00.05 '), 6005);
});

test('rejects malformed times', () => {
  assert.throws(() => parseTime('2:75.00'), RangeError);
  assert.throws(() => parseTime('abc'), RangeError);
  assert.throws(() => parseTime('1:2:3'), RangeError);
});

test('formats hundredths', () => {
  assert.equal(formatTime(12543), '2:05.43');
  assert.equal(formatTime(80000), '13:20.00');
  assert.equal(formatTime(5), '0:00.05');
  assert.throws(() => formatTime(-1), RangeError);
});

test('round trip', () => {
  for (const t of [0, 99, 6000, 15000, 80123]) {
    assert.equal(parseTime(formatTime(t)), t);
  }
});

test('started seconds count in full', () => {
  assert.equal(startedSeconds(100), 1);
  assert.equal(startedSeconds(101), 2);
  assert.equal(startedSeconds(0), 0);
});
