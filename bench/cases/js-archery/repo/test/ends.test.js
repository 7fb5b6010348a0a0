'use strict';

const assert = require('node:assert/strict');
const { parseEnd, endTotal } = require('../lib/ends');
const { round } = require('../lib/rounds');

describe('ends', () => {
  it('totals an end of six on a metric face', () => {
    const arrows = parseEnd('X 10 9 9 8 M', round('frostbite'));
    assert.equal(arrows.length, 6);
    assert.equal(endTotal(arrows), 46);
  });

  it('takes commas as well as spaces', () => {
    assert.equal(endTotal(parseEnd('9,9,7', round('portsmouth'))), 25);
  });

  it('wants the round\'s number of arrows, highest first', () => {
    assert.throws(() => parseEnd('9 9 7', round('york')), /has 3 arrows, York shoots 6/);
    assert.throws(() => parseEnd('7 9 5 5 3 1', round('york')), /not written highest first/);
  });

  it('counts an X and a 10 as equal for the order', () => {
    assert.doesNotThrow(() => parseEnd('10 X 9', round('portsmouth')));
  });
});
