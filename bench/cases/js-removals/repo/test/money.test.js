'use strict';

const assert = require('node:assert/strict');
const { pounds, vat } = require('../src/money');

describe('money', () => {
  it('formats pence as pounds with separators', () => {
    assert.equal(pounds(123456), '£1,234.56');
    assert.equal(pounds(5), '£0.05');
    assert.equal(pounds(-2500), '-£25.00');
  });

  it('takes VAT at 20% by default', () => {
    assert.equal(vat(10000), 2000);
    assert.equal(vat(333), 67);
  });
});
