'use strict';

const assert = require('node:assert/strict');
const { bandOf } = require('../lib/bands');

describe('bandOf', () => {
  it('puts 15 and under in the child band', () => {
    assert.equal(bandOf(0), 'child');
    assert.equal(bandOf(15), 'child');
    assert.equal(bandOf(16), 'adult');
  });

  it('puts 65 and over in the senior band', () => {
    assert.equal(bandOf(64), 'adult');
    assert.equal(bandOf(65), 'senior');
  });

  it('refuses a bad age', () => {
    assert.throws(() => bandOf(-1), RangeError);
    assert.throws(() => bandOf(7.5), RangeError);
  });
});
