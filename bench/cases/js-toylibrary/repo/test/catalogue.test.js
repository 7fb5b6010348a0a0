'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { makeToy } = require('../src/catalogue');
const { shelf } = require('./helpers');

test('toys are validated', () => {
  assert.throws(() => makeToy({ id: 'X', name: 'Kite', category: 'flying' }), /unknown category/);
  assert.throws(() => makeToy({ id: 'X', name: 'Kite', category: 'outdoor', minAge: 9, maxAge: 4 }));
  assert.throws(() => makeToy({ id: 'X', name: 'Kite', category: 'outdoor', pieces: 0 }));
  assert.throws(() => shelf().add({ id: 'T001', name: 'Again', category: 'game' }), /duplicate/);
});

test('suitable toys for an age, by name', () => {
  const names = shelf().suitableFor(4).map((t) => t.name);
  assert.deepEqual(names, ['Balance bike', 'Doctor kit', 'Floor puzzle 48', 'Wooden train set', 'Xylophone']);
  assert.deepEqual(shelf().suitableFor(1).map((t) => t.id), ['T002', 'T005']);
  assert.deepEqual(shelf().suitableFor(4, { category: 'pretend' }).map((t) => t.id), ['T003']);
});

test('retired toys drop out', () => {
  const c = shelf();
  c.retire('T004');
  assert.equal(c.suitableFor(4).some((t) => t.id === 'T004'), false);
  assert.deepEqual(c.byCategory(), { construction: 1, baby: 1, pretend: 1, music: 1, puzzle: 1 });
  assert.throws(() => c.get('T999'), /no toy/);
});
