'use strict';

const assert = require('node:assert/strict');
const { PriceBoard } = require('../src/prices');

// Pence per troy ounce: gold £1,900, silver £24, platinum £780.
const SPOTS = { gold: 190000, silver: 2400, platinum: 78000 };

describe('PriceBoard', () => {
  it('turns spot prices per troy ounce into pence per gram', () => {
    const board = new PriceBoard(SPOTS);
    assert.equal(board.perGram('gold').toFixed(2), '6108.64');
    assert.equal(board.perGram('silver').toFixed(2), '77.16');
    assert.equal(board.perGram('platinum').toFixed(2), '2507.76');
  });

  it('values the pure metal in an alloy', () => {
    const board = new PriceBoard(SPOTS);
    assert.equal(board.meltValue('9ct', 4.2), 9621);
    assert.equal(board.meltValue('18ct', 3.1), 14203);
    assert.equal(board.meltValue('sterling', 25), 1784);
    assert.equal(board.meltValue('pt950', 6), 14294);
  });

  it('says which day it has no price for', () => {
    const board = new PriceBoard({ gold: 190000 }, { asOf: '2025-02-03' });
    assert.equal(board.has('silver'), false);
    assert.throws(() => board.perGram('silver'), /No price for silver on 2025-02-03/);
  });

  it('refuses a price that is not positive', () => {
    assert.throws(() => new PriceBoard({ gold: 0 }), RangeError);
  });
});
