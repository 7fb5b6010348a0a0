'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseHouseholds } = require('../lib/households');
const { REFERRALS } = require('./fixtures');

test('parseHouseholds reads sizes and diets', () => {
  const households = parseHouseholds(REFERRALS);
  assert.deepEqual(
    households.map((h) => [h.ref, h.people, h.diet]),
    [['R-101', 1, 'none'], ['R-102', 5, 'none'], ['R-103', 3, 'vegetarian'], ['R-104', 2, 'halal']],
  );
});

test('parseHouseholds rejects a bad size and an unknown diet', () => {
  assert.throws(() => parseHouseholds('ref,adults,children,diet\nR-1,0,2,\n'), /line 2: bad household size/);
  assert.throws(() => parseHouseholds('ref,adults,children,diet\nR-1,1,0,keto\n'), /unknown diet "keto"/);
  assert.throws(() => parseHouseholds('ref,size\nR-1,2\n'), /unexpected header/);
});
