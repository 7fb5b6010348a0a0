import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSession } from '../src/parse.js';
import { summarize } from '../src/summary.js';
import { PERSEIDS } from './fixtures.js';

const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

test('rates per period', () => {
  const { periods } = summarize(parseSession(PERSEIDS));
  assert.deepEqual(
    periods.map((p) => p.rows.map((row) => [row.code, round(row.rate)])),
    [
      [['PER', 53.0], ['KCG', null], ['SPO', 11.1]],
      [['PER', 71.0], ['KCG', 2.8], ['SPO', 12.4]],
    ],
  );
});

test('session means, highest first', () => {
  const { showers } = summarize(parseSession(PERSEIDS));
  assert.deepEqual(
    showers.map((s) => [s.code, s.count, s.hours, round(s.zhr)]),
    [
      ['PER', 65, 2, 62.0],
      ['SPO', 18, 2, 11.8],
      ['KCG', 2, 1, 2.8],
    ],
  );
});

test('a shower without its radiant altitude has no rate', () => {
  const { periods, showers } = summarize(parseSession('period 01:00-02:00 lm 6.5\nGEM 12\n'));
  assert.equal(periods[0].rows[0].rate, null);
  assert.deepEqual(showers, []);
});
