'use strict';

const test = require('tape');
const { crosstable } = require('../lib');
const { event } = require('./fixtures/event');

test('the noticeboard crosstable', (t) => {
  const { players, rounds } = event();
  t.equal(crosstable(players, rounds), [
    ' 1 Morwenna Bray  x ½ ½ 1 1   3  1513',
    ' 2 Kitto Laity    ½ x 1 0 1  2½  1551',
    ' 3 Ann Rowe       ½ 0 x 1 1  2½  1709',
    ' 4 Jory Pascoe    0 1 0 x 1   2  1602',
    ' 5 Ned Trewin     0 0 0 0 x   0  1370',
  ].join('\n'));
  t.end();
});
