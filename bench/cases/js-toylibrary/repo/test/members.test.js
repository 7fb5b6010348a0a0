'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { expiresOn, isCurrent, renewMembership, makeMember } = require('../src/members');
const { members } = require('./helpers');

test('membership runs a year', () => {
  const { ada } = members();
  assert.equal(expiresOn(ada), '2025-01-09');
  assert.equal(isCurrent(ada, '2025-01-08'), true);
  assert.equal(isCurrent(ada, '2025-01-09'), false);
});

test('early renewal keeps the anniversary, late renewal starts again', () => {
  const { ada, ben } = members();
  assert.equal(renewMembership(ada, '2024-12-20'), '2026-01-09');
  assert.equal(renewMembership(ben, '2024-10-15'), '2025-10-15');
});

test('unknown tiers are rejected', () => {
  assert.throws(() => makeMember({ id: 'M9', name: 'X', tier: 'gold', joined: '2024-01-01' }));
});
