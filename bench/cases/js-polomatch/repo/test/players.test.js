'use strict';

const assert = require('node:assert/strict');
const { player } = require('../src');

describe('player', () => {
  it('keeps a name and a handicap', () => {
    assert.deepEqual(player('Ada', -2), { name: 'Ada', handicap: -2 });
  });

  it('refuses handicaps outside -2 to 10 and fractions', () => {
    assert.throws(() => player('Zed', 11), RangeError);
    assert.throws(() => player('Zed', -3), RangeError);
    assert.throws(() => player('Zed', 1.5), /whole number/);
  });
});
