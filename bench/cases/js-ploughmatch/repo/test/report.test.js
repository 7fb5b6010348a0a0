'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { parseSheet } = require('../lib/marks');
const { report, heading, row } = require('../lib/report');

const sheet = () => parseSheet(fs.readFileSync(path.join(__dirname, 'fixtures', 'match.csv'), 'utf8'));

test('heading names the class and counts its entries', () => {
  assert.equal(heading('horse', 3), 'Horse (3 entries)');
  assert.equal(heading('novice', 1), 'Novice (1 entry)');
});

test('row: place, plot, competitor and total in columns', () => {
  assert.equal(
    row({ place: 2, plot: 12, competitor: 'Davy Couch', total: 82 }),
    '  2  plot  12  Davy Couch            82',
  );
});

test('report: one table per class, then the champion', () => {
  const text = report(sheet());
  const lines = text.split('\n');
  assert.equal(lines[0], 'Horse (3 entries)');
  assert.equal(lines[1], '  1  plot   7  Ellen Tremayne        86');
  assert.equal(lines.at(-1), 'Champion: Morwenna Bray (plot 15, 90)');
  assert.match(text, /Novice \(2 entries\)\n {2}1 {2}plot {2}11 {2}Hedley Nance {10}57\n {2}1 {2}plot {2}14 {2}Petroc Angove {9}57\n/);
});

test('report: one class only, without the champion', () => {
  const text = report(sheet(), { only: 'vintage' });
  assert.equal(text.split('\n')[0], 'Vintage (3 entries)');
  assert.doesNotMatch(text, /Champion|Horse/);
});
