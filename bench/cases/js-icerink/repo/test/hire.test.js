'use strict';

const assert = require('assert');
const { Store } = require('../src/store');
const { HireDesk } = require('../src/hire');
const { stock, OutOfStock } = require('../src/skates');

describe('HireDesk', () => {
  let store;
  let desk;

  beforeEach(() => {
    store = new Store({ 'stock:34': 1, 'stock:42': 2, 'stock:44': 0 });
    desk = new HireDesk(store);
  });

  it('hires a pair and charges for it', async () => {
    const { ticket, feeCents } = await desk.hire('Liisa', [42]);
    assert.strictEqual(ticket, 1);
    assert.strictEqual(feeCents, 600);
    assert.strictEqual(await stock(store, 42), 1);
  });

  it('charges children half price', async () => {
    const { feeCents } = await desk.hire('Family Koski', [42, 34]);
    assert.strictEqual(feeCents, 900);
  });

  it('refuses a size that is out of stock', async () => {
    await assert.rejects(desk.hire('Matti', [44]), OutOfStock);
    assert.deepStrictEqual(desk.openHires(), []);
  });

  it('puts back what it took when a later pair is out of stock', async () => {
    await assert.rejects(desk.hire('Family Koski', [42, 34, 34]), /size 34/);
    assert.strictEqual(await stock(store, 42), 2);
    assert.strictEqual(await stock(store, 34), 1);
  });

  it('takes skates back', async () => {
    const { ticket } = await desk.hire('Liisa', [42, 42]);
    assert.strictEqual(await stock(store, 42), 0);
    const hire = await desk.giveBack(ticket);
    assert.strictEqual(hire.customer, 'Liisa');
    assert.strictEqual(await stock(store, 42), 2);
    await assert.rejects(desk.giveBack(ticket), /no open hire/);
  });
});
