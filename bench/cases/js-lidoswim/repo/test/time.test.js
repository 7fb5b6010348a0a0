import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atClock, formatClock, formatTime, isWeekend, parseClock } from '../src/util/time.js';

test('parses and formats clock times', () => {
  assert.equal(parseClock('06:30'), 390);
  assert.equal(parseClock('23:59'), 1439);
  assert.equal(formatClock(390), '06:30');
  assert.equal(formatClock(0), '00:00');
});

test('rejects clock times out of range', () => {
  assert.throws(() => parseClock('24:00'), RangeError);
  assert.throws(() => parseClock('7:5'), RangeError);
});

test('an instant on the pool day', () => {
  const at = atClock('2026-06-13', '18:45');
  assert.equal(at.toISOString(), '2026-06-13T18:45:00.000Z');
  assert.equal(formatTime(at), '18:45');
});

test('weekends', () => {
  assert.equal(isWeekend('2026-06-13'), true);
  assert.equal(isWeekend('2026-06-15'), false);
});
