'use strict';

const assert = require('node:assert/strict');
const { chukkaTimes, clock } = require('../src');

describe('chukkaTimes', () => {
  it('spaces six chukkas with intervals and half-time after the third', () => {
    const times = chukkaTimes(6).map((c) => `${c.chukka} ${clock(c.start)}-${clock(c.end)}`);
    assert.deepEqual(times, [
      '1 0:00-7:30',
      '2 10:30-18:00',
      '3 21:00-28:30',
      '4 33:30-41:00',
      '5 44:00-51:30',
      '6 54:30-62:00',
    ]);
  });

  it('refuses a match without chukkas', () => {
    assert.throws(() => chukkaTimes(0), RangeError);
  });
});
