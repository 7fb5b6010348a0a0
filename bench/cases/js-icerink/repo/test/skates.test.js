'use strict';

const assert = require('assert');
const { Store } = require('../src/store');
const skates = require('../src/skates');

describe('skates', () => {
  it('lists the sizes in stock, in order', async () => {
    const store = new Store({ 'stock:44': 1, 'stock:38': 3, 'stock:40': 0 });
    assert.deepStrictEqual(await skates.sizesInStock(store), [38, 44]);
  });

  it('counts unknown sizes as none', async () => {
    assert.strictEqual(await skates.stock(new Store(), 50), 0);
    assert.strictEqual(await skates.hasStock(new Store(), 50), false);
  });

  it('returns a pair to stock', async () => {
    const store = new Store({ 'stock:38': 1 });
    await skates.returnPair(store, 38);
    assert.strictEqual(await skates.stock(store, 38), 2);
  });
});
