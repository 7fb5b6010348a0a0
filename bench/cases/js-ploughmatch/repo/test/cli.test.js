'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { parseArgs } = require('../bin/ploughmatch');

const BIN = path.join(__dirname, '..', 'bin', 'ploughmatch.js');
const SHEET = path.join(__dirname, 'fixtures', 'match.csv');
const run = (...args) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

test('parseArgs: sheet, class and json', () => {
  assert.deepEqual(parseArgs(['s.csv', '--class', 'Horse', '--json']), {
    json: true,
    only: 'horse',
    file: 's.csv',
  });
  assert.throws(() => parseArgs([]), /no sheet given/);
  assert.throws(() => parseArgs(['a.csv', '--fast']), /unknown option --fast/);
});

test('cli prints the report', () => {
  const done = run(SHEET);
  assert.equal(done.status, 0);
  assert.match(done.stdout, /^Horse \(3 entries\)\n/);
  assert.match(done.stdout, /Champion: Morwenna Bray/);
});

test('cli --json --class gives that class only', () => {
  const done = run(SHEET, '--json', '--class', 'reversible');
  assert.equal(done.status, 0);
  const out = JSON.parse(done.stdout);
  assert.deepEqual(Object.keys(out), ['reversible']);
  assert.equal(out.reversible[0].total, 90);
});

test('cli: a missing sheet is exit 1, a bad option exit 2', () => {
  assert.equal(run('/nonexistent.csv').status, 1);
  const bad = run(SHEET, '--fast');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /usage: ploughmatch/);
});
