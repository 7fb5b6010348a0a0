'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseCutList } = require('../src/cutlist');
const { areaBySpecies } = require('../src/area');
const { fitsLeaf, leavesNeeded } = require('../src/leaves');
const { veneer } = require('../src/veneers');
const { ROSE } = require('./fixtures');

test('area by species', () => {
  const areas = areaBySpecies(parseCutList(ROSE));
  assert.deepEqual([...areas.keys()], ['walnut', 'sycamore', 'cherry', 'wenge']);
  assert.equal(areas.get('walnut'), 2 * 450 * 40 + 2 * 40 * 370);
});

test('a long piece across the grain must fit the leaf length', () => {
  const walnut = veneer('walnut');
  assert.equal(fitsLeaf({ w: 600, h: 40, grain: 90 }, walnut), true);
  assert.equal(fitsLeaf({ w: 600, h: 40, grain: 0 }, walnut), false);
});

test('an angled piece needs its diagonal across the leaf', () => {
  const wenge = veneer('wenge');
  assert.equal(fitsLeaf({ w: 100, h: 100, grain: 45 }, wenge), true);
  assert.equal(fitsLeaf({ w: 120, h: 100, grain: 45 }, wenge), false);
});

test('leaves for the rose', () => {
  const { leaves, oversize } = leavesNeeded(parseCutList(ROSE));
  assert.deepEqual(Object.fromEntries(leaves), { walnut: 1, sycamore: 1, cherry: 1, wenge: 1 });
  assert.deepEqual(oversize, []);
});

test('no waste allowance buys exactly the area', () => {
  const pieces = parseCutList('A ash 220x1000\nB ash 220x1000\nC ash 10x10');
  assert.equal(leavesNeeded(pieces, 0).leaves.get('ash'), 3);
});
