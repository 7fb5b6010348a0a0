'use strict';

const assert = require('node:assert/strict');
const { parseSize, sizeKey, fits, SizeError } = require('../lib/tyres');

describe('tyres', () => {
  it('reads a full size with load index and speed rating', () => {
    assert.deepEqual(parseSize('205/55R16 91V'), {
      width: 205, profile: 55, construction: 'R', rim: 16, load: 91, speed: 'V',
    });
  });

  it('reads a bare size and a ZR size', () => {
    assert.equal(sizeKey(parseSize('175/65 r14')), '175/65R14');
    assert.equal(parseSize('225/45ZR18 95Y').construction, 'ZR');
  });

  it('refuses rubbish and unknown ratings', () => {
    assert.throws(() => parseSize('205-55-16'), SizeError);
    assert.throws(() => parseSize('205/55R16 91X'), /speed rating X/);
    assert.throws(() => parseSize('205/55R26'), /out of range/);
  });

  it('fits the same size with an equal or higher rating', () => {
    const wanted = parseSize('205/55R16 91V');
    assert.equal(fits(wanted, parseSize('205/55R16 91W')), true);
    assert.equal(fits(wanted, parseSize('205/55R16 91H')), false);
    assert.equal(fits(wanted, parseSize('205/55R16 88V')), false);
    assert.equal(fits(wanted, parseSize('205/60R16 91V')), false);
    assert.equal(fits(parseSize('205/55R16'), parseSize('205/55R16 91H')), true);
  });
});
