import { test } from 'node:test';
import assert from 'node:assert/strict';

import { bySize, fits, makeBerth, misfit } from '../src/berths.js';
import { berths, boats } from '../fixtures/plan.js';

test('makeBerth parses the id', () => {
  const berth = makeBerth('B12', { lengthM: 12, widthM: 4, depthM: 2 });
  assert.equal(berth.pontoon, 'B');
  assert.equal(berth.number, 12);
  assert.equal(berth.power, true);
  assert.throws(() => makeBerth('12B', { lengthM: 1, widthM: 1, depthM: 1 }), /pontoon letter/);
});

test('misfit gives the first reason', () => {
  const [a1, , a3, b1, b2] = berths();
  assert.equal(misfit(boats.kittiwake(), a3), 'too long');
  assert.equal(misfit(boats.kittiwake(), b1), 'too wide');
  assert.equal(misfit(boats.kittiwake(), b2), null);
  assert.equal(misfit(boats.puffin(), a1), 'too wide');
  assert.equal(misfit(boats.puffin(), a3), null);
});

test('depth and power', () => {
  const shallow = makeBerth('D1', { lengthM: 12, widthM: 5, depthM: 2.3, power: false });
  assert.equal(misfit(boats.kittiwake(), shallow), 'too deep');
  const deeper = makeBerth('D2', { lengthM: 12, widthM: 5, depthM: 2.4, power: false });
  assert.equal(misfit(boats.kittiwake(), deeper), 'no shore power');
});

test('fits with a tighter margin', () => {
  const b1 = berths()[3];
  assert.equal(fits(boats.kittiwake(), b1), false);
  assert.equal(fits(boats.kittiwake(), b1, 0.15), true);
});

test('bySize puts small berths first', () => {
  const ids = berths().sort(bySize).map((b) => b.id);
  assert.deepEqual(ids, ['A1', 'A2', 'A3', 'B1', 'B2', 'C2', 'C1']);
});
