'use strict';

const test = require('tape');
const path = require('path');
const fs = require('fs');
const os = require('os');
const { execFileSync } = require('child_process');
const { parseMarks } = require('../lib/marks');
const { results } = require('../lib/results');
const { report } = require('../lib/report');
const { areaMarks } = require('./fixtures');

test('report: one row per band in placing order', (t) => {
  const marks = parseMarks('Brighouse,JW,95\nBrighouse,PR,96\nLinthwaite,JW,97\nLinthwaite,PR,90\n');
  const text = report(results(marks), { title: 'Open' });
  t.equal(text, [
    'Open',
    '',
    'Pl  Band        Dr    JW    PR  Total',
    ' 1  Brighouse    -    95    96    191',
    ' 2  Linthwaite   -    97    90    187',
    '',
  ].join('\n'));
  t.end();
});

test('cli: --json prints the rows', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brassband-'));
  const file = path.join(dir, 'marks.csv');
  fs.writeFileSync(file, areaMarks);
  const out = execFileSync(process.execPath, [path.join(__dirname, '..', 'bin', 'brassband.js'), file, '--json']);
  const res = JSON.parse(out);
  t.deepEqual(res.adjudicators, ['JW', 'PR']);
  t.equal(res.rows[3].band, 'Rothwell Temperance');
  t.end();
});
