'use strict';

const assert = require('node:assert/strict');
const { parseInventory } = require('../src/inventory');
const { buildQuote, render } = require('../src/quote');

const flat = parseInventory(`
  # one-bed flat
  bed (double)
  wardrobe
  sofa (2 seat)
  fridge freezer
  washing machine
  20 x box
`);

describe('buildQuote', () => {
  it('prices a local move on the ground floor', () => {
    const q = buildQuote({ entries: flat, miles: 12 });
    assert.equal(q.m3, 8.4);
    assert.deepEqual(q.lines, [{ label: '1 x transit (8.4 m³)', pence: 29000 }]);
    assert.equal(q.total, 34800);
  });

  it('charges miles past the first 20 per van', () => {
    const q = buildQuote({ entries: flat, miles: 50 });
    assert.deepEqual(q.lines[1], { label: 'mileage (50 miles)', pence: 5400 });
  });

  it('adds an overnight stop for a long run', () => {
    const q = buildQuote({ entries: flat, miles: 260 });
    assert.deepEqual(q.lines.map((l) => l.label), ['1 x transit (8.4 m³)', 'mileage (260 miles)', 'overnight stop']);
  });

  it('charges stairs per floor, halved with a lift', () => {
    const q = buildQuote({ entries: flat, miles: 10, from: { floors: 2 }, to: { floors: 3, lift: true } });
    assert.deepEqual(q.lines.slice(1), [
      { label: 'stairs (from, 2 floors)', pence: 5040 },
      { label: 'stairs (to, 3 floors)', pence: 3780 },
    ]);
  });

  it('renders the quote letter table', () => {
    const text = render(buildQuote({ entries: flat, miles: 30, from: { floors: 1 } }));
    assert.equal(text.split('\n').pop(), `${'total'.padEnd(40)}${'£399.84'.padStart(12)}`);
  });
});
