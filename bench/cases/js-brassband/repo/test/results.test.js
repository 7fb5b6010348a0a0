'use strict';

const test = require('tape');
const { parseMarks } = require('../lib/marks');
const { parseDraw } = require('../lib/draw');
const { results } = require('../lib/results');
const { areaMarks, areaDraw } = require('./fixtures');

test('results: totals and places, equal totals share a place', (t) => {
  const res = results(parseMarks(areaMarks), { draw: parseDraw(areaDraw) });
  t.deepEqual(res.rows.map((r) => [r.place, r.band, r.total, r.drawn]), [
    [1, 'Hepworth Village', 186, 3],
    [1, 'Old Mill Silver', 186, 4],
    [1, 'Slaithwaite Youth', 186, 2],
    [4, 'Rothwell Temperance', 177, 1],
  ]);
  t.end();
});

test('results: a missing mark is an error naming the band', (t) => {
  const marks = parseMarks('A,JW,90\nA,PR,91\nB,JW,89\n');
  t.throws(() => results(marks), /B: no mark from PR/);
  t.end();
});
