'use strict';

const assert = require('assert');
const { ordinal, fmtTime, board } = require('../lib/format');

describe('format', () => {
  it('writes ordinals', () => {
    assert.deepStrictEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal), [
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st',
    ]);
  });

  it('writes times to the hundredth', () => {
    assert.strictEqual(fmtTime(34.9), '34.90s');
  });

  it('prints the board', () => {
    const text = board({
      name: 'Novice Agility',
      sct: 43,
      placed: [{ place: 1, dog: 'Fly', handler: 'K. Shah', faults: 0, time: 34.9 }],
    });
    assert.strictEqual(text, 'Novice Agility (SCT 43s)\n1st  Fly (K. Shah) 0f 34.90s');
  });
});
