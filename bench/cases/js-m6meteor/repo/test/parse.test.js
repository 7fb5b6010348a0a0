import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSession } from '../src/parse.js';
import { PERSEIDS } from './fixtures.js';

test('header and periods', () => {
  const session = parseSession(PERSEIDS);
  assert.equal(session.observer, 'Ana Ferreira');
  assert.equal(session.site, 'Alqueva');
  assert.equal(session.date, '2026-08-12');
  assert.equal(session.periods.length, 2);
  assert.deepEqual(session.periods[1], {
    start: '22:40',
    end: '23:55',
    minutes: 75,
    lm: 6.4,
    cloud: 10,
    breakMinutes: 15,
    radiants: { PER: 44, KCG: 62 },
    counts: { PER: 41, KCG: 2, SPO: 10 },
  });
});

test('repeated counts add up', () => {
  const session = parseSession('period 01:00-02:00 lm 6\nGEM 10\nGEM 4\n');
  assert.deepEqual(session.periods[0].counts, { GEM: 14 });
});

test('errors name the line', () => {
  assert.throws(() => parseSession('PER 3\n'), /line 1: count before any period/);
  assert.throws(() => parseSession('period 01:00-02:00\n'), /line 1: period needs lm/);
  assert.throws(() => parseSession('period 01:00-02:00 lm 6 moon 40\n'), /unknown period field moon/);
  assert.throws(() => parseSession('period 01:00-02:00 lm 6\nXYZ 2\n'), /unknown shower XYZ/);
  assert.throws(() => parseSession('period 01:00-02:00 lm 6 break 60\n'), /break as long as the period/);
});
