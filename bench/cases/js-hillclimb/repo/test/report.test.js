'use strict';

const test = require('tape');
const { parseEntries } = require('../lib/entries');
const { parseRecords } = require('../lib/records');
const { report } = require('../lib/report');
const { SHEET } = require('./fixtures');

test('report: a table per class, FTD at the end', (t) => {
  const text = report(parseEntries(SHEET));
  const lines = text.split('\n');
  t.equal(lines[0], 'Class A2 (3 entries)');
  t.equal(lines[1], '  1  11  Jo Ashworth         Peugeot 205 GTi          43.56');
  t.equal(lines[2], '  2  12  Sam Rigby           Honda Civic Type R       43.91  +0.35');
  t.equal(lines[3], '  -  14  Alex Mercer         Mini Cooper S                -');
  t.ok(text.endsWith('FTD: Kay Thorpe (#31) 33.07\n'));
  t.end();
});

test('report: new class records', (t) => {
  const records = parseRecords('A2 43.80 J. Ashworth\nC 32.95 M. Hale\n');
  const text = report(parseEntries(SHEET), records);
  t.ok(text.includes('New class A2 record: Jo Ashworth 43.56 (was 43.80)'), text);
  t.notOk(text.includes('New class C record'));
  t.end();
});
