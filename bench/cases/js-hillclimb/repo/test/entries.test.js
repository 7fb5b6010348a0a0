'use strict';

const test = require('tape');
const { parseEntries, EntryError } = require('../lib/entries');
const { SHEET } = require('./fixtures');

test('entries: one per line, header skipped', (t) => {
  const entries = parseEntries(SHEET);
  t.equal(entries.length, 6);
  t.deepEqual(entries[0], { number: 11, driver: 'Jo Ashworth', car: 'Peugeot 205 GTi', klass: 'A2', runs: [4410, 4356] });
  t.deepEqual(entries[1].runs, [4391, null]);
  t.end();
});

test('entries: errors name the line', (t) => {
  t.throws(() => parseEntries('11,Jo,Peugeot,A2\n'), EntryError);
  t.throws(() => parseEntries('11,Jo,Peugeot,A2,44.10\n11,Sam,Civic,A2,43.91\n'), /line 2: number 11 entered twice/);
  t.throws(() => parseEntries('11,Jo,Peugeot,A2,44.1\n'), /line 1: not a time/);
  t.end();
});
