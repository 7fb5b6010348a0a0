'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseSheet, parseLine, SheetError } = require('../lib/marks');

test('parseLine reads plot, competitor, class and the four marks', () => {
  assert.deepEqual(parseLine('7, Ellen Tremayne, Horse, 22,21,23,20', 1), {
    plot: 7,
    competitor: 'Ellen Tremayne',
    class: 'horse',
    opening: 22,
    crown: 21,
    straightness: 23,
    finish: 20,
  });
});

test('parseLine rejects a mark over 25, a bad class and a short line', () => {
  assert.throws(() => parseLine('1,A,horse,26,1,1,1', 4), /line 4: opening 26 is over 25/);
  assert.throws(() => parseLine('1,A,tractor,1,1,1,1', 2), /unknown class tractor/);
  assert.throws(() => parseLine('1,A,horse,1,1,1', 3), /expected 7 fields, got 6/);
  assert.throws(() => parseLine('x,A,horse,1,1,1,1', 3), SheetError);
});

test('parseSheet skips comments and blank lines, and counts lines from 1', () => {
  const entries = parseSheet('# heading\n\n3,B,novice,1,2,3,4\r\n5,C,classic,4,3,2,1\n');
  assert.deepEqual(
    entries.map((e) => e.plot),
    [3, 5],
  );
  assert.throws(() => parseSheet('# x\n3,B,novice,1,2,3,4\n3,C,novice,1,2,3,4\n'), /line 3: plot 3 marked twice/);
});
