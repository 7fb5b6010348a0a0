'use strict';

const assert = require('node:assert/strict');
const { pence, percentOf, format } = require('../src/money');

describe('money', () => {
  it('rounds half away from zero', () => {
    assert.equal(pence(10.5), 11);
    assert.equal(pence(-10.5), -11);
    assert.equal(pence(10.49), 10);
  });

  it('takes percentages in whole pence', () => {
    assert.equal(percentOf(3436, 30), 1031);
    assert.equal(percentOf(9767, 20), 1953);
  });

  it('formats pounds and pence', () => {
    assert.equal(format(5), '£0.05');
    assert.equal(format(11720), '£117.20');
    assert.equal(format(123456), '£1,234.56');
    assert.equal(format(-780), '-£7.80');
  });
});
