'use strict';

const test = require('tape');
const { board } = require('../lib/board');

const record = {
  date: '2026-03-14',
  tower: 'St Petroc, Bodmin',
  method: 'Yorkshire Surprise Major',
  changes: 5088,
  minutes: 182,
  ringers: [
    'Ann Rowe',
    'Kitto Laity',
    'Morwenna Bray',
    'Jory Pascoe',
    'Tamsin Hocking',
    'Davy Couch',
    'Hedley Nance',
    'Ned Trewin',
  ],
  conductor: 8,
  footnote: 'First peal of Surprise Major by the band.',
};

test('board sets out the whole peal', (t) => {
  t.equal(
    board(record),
    [
      'St Petroc, Bodmin',
      'On Saturday, 14 March 2026',
      '5088 Yorkshire Surprise Major',
      'in 3h 02m',
      '',
      '1  Ann Rowe',
      '2  Kitto Laity',
      '3  Morwenna Bray',
      '4  Jory Pascoe',
      '5  Tamsin Hocking',
      '6  Davy Couch',
      '7  Hedley Nance',
      '8  Ned Trewin (C)',
      '',
      'First peal of Surprise Major by the band.',
    ].join('\n'),
  );
  t.end();
});

test('board refuses a quarter peal', (t) => {
  t.throws(() => board({ ...record, changes: 1260, minutes: 45 }), /1260 changes is a quarter, not a peal/);
  t.end();
});

test('board without footnote or conductor', (t) => {
  const text = board({ ...record, footnote: undefined, conductor: undefined });
  t.notOk(/\(C\)/.test(text), 'no conductor mark');
  t.equal(text.split('\n').pop(), '8  Ned Trewin');
  t.end();
});
