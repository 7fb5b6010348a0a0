import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSheets, parseSpecimen, search } from '../src/index.js';
import { SHEETS } from './fixtures.js';

const sheets = parseSheets(SHEETS);

test('the export parses to thirty sheets', () => {
  assert.equal(sheets.length, 30);
  assert.equal(sheets[0].year, 1915);
});

test('a bad line names itself', () => {
  assert.throws(() => parseSpecimen('K1 | Rosaceae | Rosa'), /expected 7 fields/);
  assert.throws(() => parseSpecimen('K1 | Rosaceae | Rosa | canina | X | c.1900 | Y'), /bad year for K1/);
});

test('years are inclusive at both ends', () => {
  const found = search(sheets, { from: 1926, to: 1928 }, 'year').map((s) => s.accession);
  assert.deepEqual(found, ['K00144', 'K00116', 'K00148']);
});

test('an unknown sort is refused', () => {
  assert.throws(() => search(sheets, {}, 'colour'), /unknown sort/);
});
