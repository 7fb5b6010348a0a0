'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseHouseholds } = require('../lib/households');
const { packingPlan } = require('../lib/week');
const { REFERRALS, STOCK } = require('./fixtures');

test('packingPlan packs the largest households first', () => {
  const plan = packingPlan(parseHouseholds(REFERRALS), STOCK);
  assert.deepEqual(plan.parcels.map((p) => p.ref), ['R-102', 'R-103', 'R-104', 'R-101']);
});

test('packingPlan lists the shortfall to buy in', () => {
  const plan = packingPlan(parseHouseholds(REFERRALS), STOCK);
  assert.deepEqual(plan.shortfall, [
    { item: 'pasta', qty: 2 },
    { item: 'tinned meat', qty: 3 },
    { item: 'rice', qty: 1 },
  ]);
  assert.equal(plan.left['tea bags'], 6);
});
