import assert from 'node:assert/strict';
import { test } from 'node:test';
import { atLeast, levelRank, parseLevel } from '../src/levels.js';

test('parseLevel reads codes, card names and agency prefixes', () => {
  assert.equal(parseLevel('AOW'), 'AOW');
  assert.equal(parseLevel('Advanced Open Water Diver'), 'AOW');
  assert.equal(parseLevel('PADI Rescue Diver'), 'RESCUE');
  assert.equal(parseLevel('bsac dive leader'), 'DM');
  assert.equal(parseLevel('CMAS 1*'), 'OW');
  assert.throws(() => parseLevel('snorkeller'), /unknown certification level/);
});

test('levels are ordered', () => {
  assert.equal(levelRank('OW'), 0);
  assert.equal(atLeast('DM', 'AOW'), true);
  assert.equal(atLeast('OW', 'AOW'), false);
  assert.equal(atLeast('AOW', 'AOW'), true);
});
