'use strict';

const assert = require('node:assert/strict');
const { quote, fittingFee, pounds } = require('../lib/pricing');
const { shelf } = require('./stock');

describe('pricing', () => {
  it('charges fitting by rim band', () => {
    assert.equal(fittingFee(14), 1200);
    assert.equal(fittingFee(16), 1500);
    assert.equal(fittingFee(18), 1900);
    assert.equal(fittingFee(20), 2500);
    assert.throws(() => fittingFee(23), RangeError);
  });

  it('quotes two tyres with valves, disposal and VAT', () => {
    const q = quote(shelf().get('AVO-2055516'), 2);
    assert.equal(q.net, 2 * (6200 + 1500 + 250 + 300));
    assert.equal(q.vat, 3300);
    assert.equal(q.total, 19800);
  });

  it('leaves disposal off when the customer keeps the old tyres', () => {
    const q = quote(shelf().get('FAL-1756514'), 4, { disposal: false });
    assert.deepEqual(q.lines.map((l) => l.what), ['Falken Sincera 175/65R14 82T', 'fitting and balancing', 'valve']);
    assert.equal(q.net, 4 * (4800 + 1200 + 250));
  });

  it('prints pence as pounds', () => {
    assert.equal(pounds(19800), '£198.00');
    assert.equal(pounds(5), '£0.05');
    assert.equal(pounds(-1250), '-£12.50');
  });
});
