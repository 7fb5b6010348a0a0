'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const park = require('../src/park');

test('lines are found by name, in any case', () => {
  assert.equal(park.lineByName('canopy run').lengthM, 240);
  assert.throws(() => park.lineByName('Loop the Loop'), /no such line/);
});

test('settings are the defaults with the line overrides', () => {
  const flyer = park.settingsFor(park.lineByName('Valley Flyer'));
  assert.equal(flyer.minAge, 12);
  assert.equal(flyer.maxRiders, 4);
  assert.equal(flyer.minWeightKg, 30);
  const canopy = park.settingsFor(park.lineByName('Canopy Run'));
  assert.equal(canopy.minAge, 8);
  assert.equal(canopy.maxRiders, 6);
});

test('gradient in percent', () => {
  assert.equal(park.gradient(park.lineByName('Canopy Run')), 7.5);
  assert.ok(Math.abs(park.gradient(park.lineByName('Valley Flyer')) - 8.87) < 0.01);
});
