import { test } from 'node:test';
import assert from 'node:assert/strict';

import { nightly, quote, seasonOf } from '../src/fees.js';
import { boats } from '../fixtures/plan.js';

test('seasons', () => {
  assert.equal(seasonOf('2025-01-10'), 'low');
  assert.equal(seasonOf('2025-05-31'), 'shoulder');
  assert.equal(seasonOf('2025-06-01'), 'high');
  assert.equal(seasonOf('2025-09-30'), 'shoulder');
  assert.equal(seasonOf('2025-10-01'), 'low');
});

test('nightly rate per metre', () => {
  assert.equal(nightly(boats.kittiwake(), '2025-07-14'), 4256); // 11.2 m × 380
  assert.equal(nightly(boats.kittiwake(), '2025-11-14'), 2688); // 11.2 m × 240
});

test('short boats pay the minimum length', () => {
  assert.equal(nightly(boats.dunlin(), '2025-07-14'), 3040); // 8 m × 380
});

test('multihulls pay half as much again', () => {
  assert.equal(nightly(boats.seaSwift(), '2025-07-14'), 6840); // 12 m × 380 × 1.5
});

test('quote spans seasons and adds shore power', () => {
  const lines = quote(boats.kittiwake(), '2025-05-30', '2025-06-02');
  assert.deepEqual(lines, [
    { item: 'Berth 2025-05-30 (shoulder)', pence: 3360 },
    { item: 'Berth 2025-05-31 (shoulder)', pence: 3360 },
    { item: 'Berth 2025-06-01 (high)', pence: 4256 },
    { item: 'Shore power × 3', pence: 1350 },
  ]);
});

test('shore power can be declined or asked for', () => {
  assert.equal(quote(boats.kittiwake(), '2025-07-14', '2025-07-15', { power: false }).length, 1);
  const lines = quote(boats.puffin(), '2025-07-14', '2025-07-16', { power: true });
  assert.deepEqual(lines.at(-1), { item: 'Shore power × 2', pence: 900 });
});
