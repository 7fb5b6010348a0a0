'use strict';

const assert = require('node:assert/strict');
const { TapList } = require('../src/taplist');
const { beers } = require('./fixtures');

describe('TapList', () => {
  let taps;

  beforeEach(() => {
    taps = new TapList(4);
    taps.connect(1, beers.pale, 'keg30');
    taps.connect(2, beers.stout, 'firkin');
  });

  it('lists what is on', () => {
    assert.deepEqual(taps.onTap().map((t) => t.beer), ['Harbour Pale', 'Night Heron Stout']);
  });

  it('pours and logs', () => {
    const at = new Date(2024, 4, 13, 19, 5);
    const pour = taps.pour(1, 'pint', at);
    assert.deepEqual(pour, { line: 1, beer: 'Harbour Pale', measure: 'pint', ml: 568, at });
    assert.equal(taps.lines.get(1).remaining, 29400 - 568);
    assert.equal(taps.pours.length, 1);
  });

  it('refuses a pour bigger than what is left', () => {
    taps.lines.get(2).remaining = 300;
    assert.throws(() => taps.pour(2, 'pint'), /has only 300 ml left/);
    taps.pour(2, 'half');
    assert.equal(taps.lines.get(2).remaining, 16);
  });

  it('refuses unknown and empty lines', () => {
    assert.throws(() => taps.pour(9, 'pint'), /no line 9/);
    assert.throws(() => taps.pour(3, 'pint'), /line 3 is not connected/);
  });

  it('flags lines running low', () => {
    taps.lines.get(1).remaining = 4000;
    assert.deepEqual(taps.low(), [{ line: 1, beer: 'Harbour Pale', remaining: 4000 }]);
  });

  it('disconnects', () => {
    const tap = taps.disconnect(2);
    assert.equal(tap.beer.name, 'Night Heron Stout');
    assert.deepEqual(taps.onTap().map((t) => t.line), [1]);
  });
});
