import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDuration, DurationError } from '../src/duration.js';

test('parses each unit', () => {
  assert.equal(parseDuration('45s'), 45);
  assert.equal(parseDuration('90m'), 5400);
  assert.equal(parseDuration('2h'), 7200);
  assert.equal(parseDuration('1d'), 86400);
});

test('ignores surrounding blanks', () => {
  assert.equal(parseDuration(' 15m '), 900);
});

test('refuses zero, bare numbers and unknown units', () => {
  for (const bad of ['0m', '15', 'm', '3w', '']) {
    assert.throws(() => parseDuration(bad), DurationError, bad);
  }
});
