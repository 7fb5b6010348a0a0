'use strict';

const assert = require('node:assert/strict');
const { salesByBeer, render, pounds } = require('../src/report');
const { beers } = require('./fixtures');

describe('report', () => {
  const pours = [
    { line: 1, beer: 'Harbour Pale', measure: 'pint', ml: 568, at: new Date(2024, 4, 13, 17, 30) },
    { line: 1, beer: 'Harbour Pale', measure: 'pint', ml: 568, at: new Date(2024, 4, 13, 20, 0) },
    { line: 2, beer: 'Night Heron Stout', measure: 'half', ml: 284, at: new Date(2024, 4, 13, 20, 5) },
    { line: 3, beer: 'Old Ferryman', measure: 'third', ml: 189, at: new Date(2024, 4, 13, 21, 0) },
  ];
  const all = Object.values(beers);

  it('totals sales by beer, highest first', () => {
    const rows = salesByBeer(pours, all);
    assert.deepEqual(rows.map((r) => [r.beer, r.pours, r.ml, r.pence]), [
      ['Harbour Pale', 2, 1136, 940],
      ['Night Heron Stout', 1, 284, 320],
      ['Old Ferryman', 1, 189, 310],
    ]);
  });

  it('refuses pours of unknown beers', () => {
    assert.throws(() => salesByBeer([{ beer: 'Mystery', measure: 'pint', ml: 568 }], all), /unknown beer/);
  });

  it('renders the day sheet', () => {
    const text = render(salesByBeer(pours, all));
    const lines = text.split('\n');
    assert.equal(lines[1], 'Harbour Pale            2       1.1      £9.40');
    assert.equal(lines[4], 'Total                                    £15.70');
  });

  it('formats pounds', () => {
    assert.equal(pounds(1560), '£15.60');
    assert.equal(pounds(5), '£0.05');
  });
});
