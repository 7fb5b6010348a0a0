import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatClock, parseClock } from '../src/clock.js';

test('parses and formats clock times', () => {
  assert.equal(parseClock('08:30'), 30600);
  assert.equal(formatClock(30600), '08:30');
  assert.equal(formatClock(86400 + 60), '00:01');
});

test('refuses times outside the day', () => {
  assert.throws(() => parseClock('24:00'), RangeError);
  assert.throws(() => parseClock('8:30'), RangeError);
});
