'use strict';

const test = require('tape');
const { parseLine, parseMarks, adjudicators } = require('../lib/marks');
const { parseDraw, drawPositions } = require('../lib/draw');
const { areaMarks, areaDraw } = require('./fixtures');

test('marks: one line per band and adjudicator', (t) => {
  t.deepEqual(parseLine('Old Mill Silver, JW, 91', 4), { band: 'Old Mill Silver', adjudicator: 'JW', mark: 91 });
  const marks = parseMarks(areaMarks);
  t.equal(marks.length, 8);
  t.deepEqual(adjudicators(marks), ['JW', 'PR']);
  t.end();
});

test('marks: errors name the line', (t) => {
  t.throws(() => parseMarks('A,JW,91\nB,JW\n'), /line 2: expected band,adjudicator,mark/);
  t.throws(() => parseMarks('A,JW,101\n'), /line 1: mark 101 is over 100/);
  t.throws(() => parseMarks('A,JW,9x\n'), /line 1: mark "9x" is not a whole number/);
  t.throws(() => parseMarks('A,JW,91\n# again\nA,JW,90\n'), /line 3: JW marked A twice/);
  t.end();
});

test('draw: positions from the order of play', (t) => {
  const draw = parseDraw(areaDraw);
  t.equal(draw.length, 4);
  const pos = drawPositions(draw, ['Old Mill Silver', 'Guest Band']);
  t.equal(pos.get('Old Mill Silver'), 4);
  t.equal(pos.get('Guest Band'), null);
  t.end();
});
