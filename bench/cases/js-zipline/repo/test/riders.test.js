'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { lineByName } = require('../src/park');
const { eligibility } = require('../src/riders');

const adult = { name: 'Maud', age: 34, heightCm: 168, weightKg: 70, guardian: null };

test('children on the Treetop Taster', () => {
  const taster = lineByName('Treetop Taster');
  const child = { name: 'Pip', age: 6, heightCm: 114, weightKg: 21, guardian: 'R. Okafor' };
  assert.deepEqual(eligibility(child, taster), { ok: true, reasons: [] });
  assert.deepEqual(eligibility({ ...child, guardian: null }, taster).reasons, ['no guardian waiver']);
});

test('an adult within the limits rides the Canopy Run', () => {
  assert.deepEqual(eligibility(adult, lineByName('Canopy Run')), { ok: true, reasons: [] });
});

test('every limit broken is reported', () => {
  const rider = { name: 'Tam', age: 7, heightCm: 115, weightKg: 25, guardian: null };
  assert.deepEqual(eligibility(rider, lineByName('Canopy Run')).reasons, [
    'under 8',
    'shorter than 120 cm',
    'lighter than 30 kg',
    'no guardian waiver',
  ]);
});

test('the Valley Flyer is stricter', () => {
  const flyer = lineByName('Valley Flyer');
  assert.deepEqual(eligibility({ ...adult, weightKg: 114 }, flyer).reasons, ['heavier than 110 kg']);
  assert.deepEqual(eligibility({ ...adult, weightKg: 114 }, lineByName('Canopy Run')).reasons, []);
  const teen = { name: 'Ola', age: 11, heightCm: 150, weightKg: 45, guardian: 'K. Ola' };
  assert.deepEqual(eligibility(teen, flyer).reasons, ['under 12']);
});
