'use strict';

const assert = require('node:assert/strict');
const { Tab, splitEvenly } = require('../src/tabs');
const { beers } = require('./fixtures');

const evening = new Date(2024, 4, 17, 20, 15); // Friday, no happy hour

describe('Tab', () => {
  it('adds up items and a tip', () => {
    const tab = new Tab('Table 6', evening);
    tab.add(beers.pale, 'pint', evening);
    tab.add(beers.stout, 'half', evening);
    tab.add(beers.ipa, 'third', evening);
    assert.equal(tab.subtotal(), 520 + 320 + 240);
    assert.equal(tab.total(10), 1080 + 108);
  });

  it('is closed for new items once closed', () => {
    const tab = new Tab('Bar', evening);
    tab.add(beers.pale, 'pint', evening);
    assert.equal(tab.close(), 520);
    assert.throws(() => tab.add(beers.pale, 'pint', evening), /tab Bar is closed/);
  });
});

describe('splitEvenly', () => {
  it('spreads the odd pennies', () => {
    assert.deepEqual(splitEvenly(1000, 3), [334, 333, 333]);
    assert.deepEqual(splitEvenly(1188, 4), [297, 297, 297, 297]);
  });

  it('needs someone to pay', () => {
    assert.throws(() => splitEvenly(100, 0), /at least one person/);
  });
});
