'use strict';

const assert = require('node:assert/strict');
const { measureMl, containerMl, servableMl, pintsPer } = require('../src/measures');

describe('measures', () => {
  it('knows the serving measures', () => {
    assert.equal(measureMl('pint'), 568);
    assert.equal(measureMl('half'), 284);
    assert.equal(measureMl('third'), 189);
    assert.throws(() => measureMl('yard'), /unknown measure: yard/);
  });

  it('converts container sizes to millilitres', () => {
    assert.equal(containerMl('firkin'), 40900);
    assert.equal(containerMl('keg30'), 30000);
    assert.throws(() => containerMl('barrel'), /unknown container/);
  });

  it('allows for wastage', () => {
    assert.equal(servableMl('firkin'), 38446);
    assert.equal(servableMl('keg50'), 49000);
  });

  it('counts whole pints per container', () => {
    assert.equal(pintsPer('firkin'), 67);
    assert.equal(pintsPer('keg30'), 51);
    assert.equal(pintsPer('pin'), 33);
  });
});
