'use strict';

const assert = require('node:assert/strict');
const { usageByBeer, averageDailyMl, daysOfCover, reorder } = require('../src/stock');
const { twoWeeksOfPours } = require('./fixtures');

describe('stock', () => {
  const pours = twoWeeksOfPours();

  it('adds up usage by beer', () => {
    const usage = usageByBeer(pours);
    assert.equal(usage.get('Harbour Pale'), 14 * 20 * 568);
    assert.equal(usage.get('Night Heron Stout'), 4 * 10 * 284);
  });

  it('averages over the days given', () => {
    assert.equal(averageDailyMl(pours, 'Harbour Pale', 14), 11360);
    assert.equal(averageDailyMl(pours, 'Night Heron Stout', 14), 811.4285714285714);
    assert.equal(averageDailyMl(pours, 'Cellar Door IPA', 14), 0);
    assert.throws(() => averageDailyMl(pours, 'Harbour Pale', 0), /days must be positive/);
  });

  it('works out days of cover', () => {
    assert.equal(daysOfCover(60000, 11360), 5);
    assert.equal(daysOfCover(1000, 0), Infinity);
  });

  it('orders enough to cover the lead time and a week', () => {
    const stock = [
      { beer: 'Harbour Pale', container: 'keg50', onHandMl: 60000 },
      { beer: 'Night Heron Stout', container: 'firkin', onHandMl: 38446 },
      { beer: 'Cellar Door IPA', container: 'keg30', onHandMl: 29400 },
    ];
    assert.deepEqual(reorder(stock, pours, 14), [
      { beer: 'Harbour Pale', container: 'keg50', containers: 2, cover: 5 },
    ]);
  });

  it('orders at least one container', () => {
    const stock = [{ beer: 'Night Heron Stout', container: 'pin', onHandMl: 4000 }];
    assert.deepEqual(reorder(stock, pours, 14), [
      { beer: 'Night Heron Stout', container: 'pin', containers: 1, cover: 4 },
    ]);
  });
});
