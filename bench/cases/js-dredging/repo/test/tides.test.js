'use strict';

const test = require('node:test');
const assert = require('node:assert');
const tides = require('../src/tides');
const { PREDICTIONS } = require('./fixtures');

test('height interpolates between predictions', () => {
  assert.strictEqual(tides.heightAt(PREDICTIONS, 180), 0.6);
  assert.strictEqual(Math.round(tides.heightAt(PREDICTIONS, 270) * 10) / 10, 1.5);
  assert.strictEqual(tides.heightAt(PREDICTIONS, 2000), 3.5);
});

test('required height over the bar', () => {
  assert.strictEqual(Math.round(tides.requiredHeight(7.8, 5.0) * 10) / 10, 3.3);
  assert.strictEqual(tides.requiredHeight(4.0, 5.0), 0);
});

test('windows for a loaded hopper', () => {
  const wins = tides.windows(PREDICTIONS, tides.requiredHeight(7.8, 5.0));
  assert.deepStrictEqual(wins, [[450, 675], [1170, 1439]]);
  assert.strictEqual(tides.totalMinutes(wins), 494);
});

test('hhmm', () => {
  assert.strictEqual(tides.hhmm(450), '07:30');
  assert.strictEqual(tides.hhmm(1439), '23:59');
});
