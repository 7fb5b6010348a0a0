'use strict';

const assert = require('node:assert/strict');
const { formatTable, pad } = require('../lib/format');

describe('format', () => {
  it('pads text to a width', () => {
    assert.equal(pad('ab', 4), 'ab  ');
    assert.equal(pad('abcdef', 4), 'abcdef');
  });

  it('lines up a table of standings', () => {
    const table = formatTable([
      { team: 'Les Quizerables', rounds: 3, points: 24 },
      { team: 'Owls', rounds: 3, points: 9 },
    ]);
    assert.equal(table, [
      'Team             Rds  Pts',
      'Les Quizerables    3   24',
      'Owls               3    9',
    ].join('\n'));
  });

  it('keeps the header for an empty league', () => {
    assert.equal(formatTable([]), 'Team  Rds  Pts');
  });
});
