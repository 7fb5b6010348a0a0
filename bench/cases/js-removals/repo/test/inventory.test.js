'use strict';

const assert = require('node:assert/strict');
const { parseLine, parseInventory, volume, InventoryError } = require('../src/inventory');

describe('inventory', () => {
  it('reads a count and an item', () => {
    assert.deepEqual(parseLine('3 x Dining chair'), { item: 'dining chair', count: 3 });
    assert.deepEqual(parseLine('wardrobe'), { item: 'wardrobe', count: 1 });
  });

  it('refuses an item not on the card', () => {
    assert.throws(() => parseLine('2 x piano'), InventoryError);
  });

  it('skips blank lines and comments', () => {
    const entries = parseInventory('# lounge\nsofa (3 seat)\n\n2 x armchair\n');
    assert.deepEqual(entries, [
      { item: 'sofa (3 seat)', count: 1 },
      { item: 'armchair', count: 2 },
    ]);
  });

  it('adds up the volume', () => {
    assert.equal(volume(parseInventory('sofa (3 seat)\n2 x armchair\n40 x box')), 7.8);
  });
});
