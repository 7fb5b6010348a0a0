import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDuration } from '../src/duration.js';

test('formats the largest units first', () => {
  assert.equal(formatDuration(5400), '1h30m');
  assert.equal(formatDuration(7200), '2h');
  assert.equal(formatDuration(90061), '1d1h1m1s');
  assert.equal(formatDuration(0), '0s');
});
