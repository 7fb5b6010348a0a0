import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatClock, parseClock, spanMinutes } from '../src/clock.js';

test('parseClock reads HH:MM as minutes after midnight', () => {
  assert.equal(parseClock('00:00'), 0);
  assert.equal(parseClock('7:05'), 425);
  assert.equal(parseClock(' 23:59 '), 1439);
});

test('parseClock rejects other forms', () => {
  for (const bad of ['24:00', '12:60', '1230', '12:3', '']) {
    assert.throws(() => parseClock(bad), /bad time/);
  }
});

test('formatClock pads and wraps', () => {
  assert.equal(formatClock(425), '07:05');
  assert.equal(formatClock(1500), '01:00');
});

test('spanMinutes', () => {
  assert.equal(spanMinutes('21:40', '22:40'), 60);
  assert.equal(spanMinutes('22:40', '23:55'), 75);
  assert.throws(() => spanMinutes('22:40', '22:40'), /ends before it starts/);
});
