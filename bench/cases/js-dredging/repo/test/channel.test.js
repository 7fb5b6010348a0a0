'use strict';

const test = require('node:test');
const assert = require('node:assert');
const channel = require('../src/channel');
const { sections } = require('./fixtures');

test('mean and controlling depth', () => {
  const [outer] = sections();
  assert.strictEqual(channel.meanDepth(outer), 7.15);
  assert.strictEqual(channel.controllingDepth(outer), 7.0);
});

test('volume to design depth plus overdredge', () => {
  const [outer, middle, inner] = sections();
  assert.strictEqual(Math.round(channel.volume(outer)), 62400);
  assert.strictEqual(Math.round(channel.volume(middle)), 54000);
  assert.strictEqual(channel.volume(inner), 0);
  assert.strictEqual(Math.round(channel.volume(outer, 0)), 33600);
});

test('total volume', () => {
  assert.strictEqual(Math.round(channel.totalVolume(sections())), 116400);
});

test('which sections need dredging', () => {
  assert.deepStrictEqual(sections().map(channel.needsDredging), [true, true, false]);
});

test('bad sections', () => {
  assert.throws(() => channel.section('x', { length: 0, width: 10, designDepth: 5, soundings: [4] }), RangeError);
  assert.throws(() => channel.section('x', { length: 10, width: 10, designDepth: 5, soundings: [] }), RangeError);
});
