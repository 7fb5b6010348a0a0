import { test } from 'node:test';
import assert from 'node:assert/strict';

import { Calendar, fromDay, nights, overlaps, toDay } from '../src/bookings.js';

test('days round trip', () => {
  assert.equal(fromDay(toDay('2025-07-14')), '2025-07-14');
  assert.equal(toDay('2025-03-01') - toDay('2025-02-28'), 1);
  assert.throws(() => toDay('14/07/2025'), /not a date/);
});

test('nights', () => {
  assert.equal(nights('2025-07-14', '2025-07-17'), 3);
  assert.throws(() => nights('2025-07-14', '2025-07-14'), /not after/);
});

test('overlaps: leaving and arriving the same day is fine', () => {
  const a = { arrival: '2025-07-14', departure: '2025-07-17' };
  assert.equal(overlaps(a, { arrival: '2025-07-17', departure: '2025-07-18' }), false);
  assert.equal(overlaps(a, { arrival: '2025-07-16', departure: '2025-07-18' }), true);
  assert.equal(overlaps(a, { arrival: '2025-07-10', departure: '2025-07-20' }), true);
});

test('calendar books, refuses and cancels', () => {
  const calendar = new Calendar();
  calendar.book('A1', 'Dunlin', '2025-07-14', '2025-07-16');
  assert.throws(() => calendar.book('A1', 'Puffin', '2025-07-15', '2025-07-17'), /taken/);
  calendar.book('A1', 'Puffin', '2025-07-16', '2025-07-17');
  calendar.book('B2', 'Kittiwake', '2025-07-15', '2025-07-18');
  assert.deepEqual(calendar.occupied('2025-07-15'), ['A1', 'B2']);
  assert.deepEqual(calendar.occupied('2025-07-17'), ['B2']);
  assert.equal(calendar.cancel('A1', '2025-07-14'), true);
  assert.equal(calendar.cancel('A1', '2025-07-14'), false);
  assert.equal(calendar.isFree('A1', '2025-07-14', '2025-07-16'), true);
});
