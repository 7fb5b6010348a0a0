'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parse, find, releaseNotes, summary } = require('../src');
const { CHANGELOG } = require('./fixture');

test('release notes list the sections in order', () => {
  const notes = releaseNotes(find(parse(CHANGELOG), '1.3.1'));
  assert.equal(notes, '# 1.3.1 (2026-01-05)\n\n## Fixed\n- Windows line endings in headers\n');
});

test('summary counts the entries of each release', () => {
  assert.deepEqual(summary(parse(CHANGELOG)), ['1.4.0  2026-02-11  5 entries', '1.3.1  2026-01-05  1 entry']);
});
