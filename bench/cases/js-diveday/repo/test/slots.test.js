import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assignSlots, buildSlots, formatTime, parseTime } from '../src/slots.js';

test('times in minutes', () => {
  assert.equal(parseTime('07:05'), 425);
  assert.equal(formatTime(425), '07:05');
  assert.throws(() => parseTime('25:00'), /not a time/);
});

test('appointments fill the fitting time, one per counter', () => {
  const slots = buildSlots({ start: '07:00', end: '08:00', slotMinutes: 20, counters: 2 });
  assert.deepEqual(
    slots.map((s) => `${s.time}/${s.counter}`),
    ['07:00/1', '07:00/2', '07:20/1', '07:20/2', '07:40/1', '07:40/2'],
  );
});

test('an appointment that would run past the end is left out', () => {
  const slots = buildSlots({ start: '07:00', end: '07:50', slotMinutes: 20 });
  assert.deepEqual(slots.map((s) => s.time), ['07:00', '07:20']);
});

test('assignSlots in manifest order, the rest without one', () => {
  const slots = buildSlots({ start: '07:00', end: '07:30', slotMinutes: 15 });
  const fitted = assignSlots(['a', 'b', 'c'], slots);
  assert.deepEqual(fitted.map((f) => f.slot && f.slot.time), ['07:00', '07:15', null]);
});
