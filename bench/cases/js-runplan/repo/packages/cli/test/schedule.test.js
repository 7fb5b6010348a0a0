import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describePlan, planRuns } from '../src/schedule.js';

test('plans runs inside the window, both ends included', () => {
  assert.deepEqual(planRuns({ every: '2h', from: '08:00', until: '14:00' }), [28800, 36000, 43200, 50400]);
});

test('describes the plan on one line', () => {
  assert.equal(
    describePlan({ every: '2h', from: '08:00', until: '14:00' }),
    '08:00  10:00  12:00  14:00   (4 runs, every 2h)',
  );
  assert.equal(describePlan({ every: '1d', from: '06:00', until: '06:00' }), '06:00   (1 run, every 1d)');
});

test('refuses a window that ends before it starts', () => {
  assert.throws(() => planRuns({ every: '1h', from: '10:00', until: '09:00' }), RangeError);
});
