'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parse, latest, find } = require('../src');
const { CHANGELOG } = require('./fixture');

test('releases come newest first with their dates', () => {
  const log = parse(CHANGELOG);
  assert.deepEqual(
    log.releases.map((r) => [r.version, r.date]),
    [
      ['1.4.0', '2026-02-11'],
      ['1.3.1', '2026-01-05'],
    ],
  );
});

test('entries are kept per section', () => {
  const release = find(parse(CHANGELOG), '1.4.0');
  assert.deepEqual(release.sections.changed, ['Bump yaml to 2.3.4', 'Errors name the file and line']);
  assert.deepEqual(release.sections.fixed, ['Crash on an empty input file']);
});

test('the unreleased section is apart from the releases', () => {
  const log = parse(CHANGELOG);
  assert.deepEqual(log.unreleased.sections, { added: ['A --quiet flag'] });
  assert.equal(latest(log).version, '1.4.0');
});

test('an empty document has no releases', () => {
  assert.equal(latest(parse('# Changelog\n')), null);
});
