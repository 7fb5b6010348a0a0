'use strict';

const assert = require('node:assert/strict');
const { PriceBoard } = require('../src/prices');
const { offer, renderOffer } = require('../src/scrap');

const board = new PriceBoard({ gold: 190000, silver: 2400, platinum: 78000 });

describe('scrap offers', () => {
  const bag = [
    { alloy: '9ct', grams: 4.2 },
    { alloy: '18ct', grams: 3.1 },
    { alloy: 'sterling', grams: 25 },
    { alloy: '9ct', grams: 0.3 },
  ];

  it('pays a share of melt value by metal', () => {
    const result = offer(board, bag);
    assert.deepEqual(
      result.lines.map((line) => line.paid),
      [7697, 11362, 1070, 0],
    );
    assert.equal(result.total, 20129);
  });

  it('does not pay for items too light to refine', () => {
    const result = offer(board, [{ alloy: '22ct', grams: 0.4 }]);
    assert.equal(result.total, 0);
    assert.match(result.lines[0].description, /too light/);
  });

  it('prints the offer', () => {
    assert.equal(
      renderOffer(offer(board, bag)),
      [
        '  9ct gold, 4.20 g                      £76.97',
        '  18ct gold, 3.10 g                    £113.62',
        '  sterling silver, 25.00 g              £10.70',
        '  9ct gold, 0.30 g (too light)           £0.00',
        '  We pay                               £201.29',
        '',
      ].join('\n'),
    );
  });
});
