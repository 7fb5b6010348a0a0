import assert from 'node:assert/strict';
import { test } from 'node:test';
import { latest, w3cDate } from '../src/dates.js';

test('w3cDate is the UTC day', () => {
  assert.equal(w3cDate(new Date('2026-02-14T23:30:00Z')), '2026-02-14');
});

test('w3cDate refuses what is not a date', () => {
  assert.throws(() => w3cDate('2026-02-14'), TypeError);
  assert.throws(() => w3cDate(new Date('nope')), TypeError);
});

test('latest of two dates', () => {
  const a = new Date('2026-01-01T00:00:00Z');
  const b = new Date('2026-02-01T00:00:00Z');
  assert.equal(latest(a, b), b);
  assert.equal(latest(undefined, a), a);
  assert.equal(latest(b, null), b);
});
