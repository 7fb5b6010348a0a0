import assert from 'node:assert/strict';
import { test } from 'node:test';

import { ValueError } from '../src/errors.js';
import { parseBoolean, parseDuration, parseEnum, parseInteger, parseList } from '../src/types.js';

test('integers within bounds', () => {
  assert.equal(parseInteger(' 8080 '), 8080);
  assert.equal(parseInteger('-3'), -3);
  assert.throws(() => parseInteger('80a'), ValueError);
  assert.throws(() => parseInteger('70000', { min: 1, max: 65535 }), /outside 1..65535/);
});

test('booleans in words', () => {
  assert.equal(parseBoolean('Yes'), true);
  assert.equal(parseBoolean('off'), false);
  assert.throws(() => parseBoolean('maybe'), ValueError);
});

test('lists drop empty items', () => {
  assert.deepEqual(parseList('a, b,,c '), ['a', 'b', 'c']);
  assert.deepEqual(parseList('a;b', { separator: ';' }), ['a', 'b']);
});

test('enums', () => {
  assert.equal(parseEnum('debug', { values: ['debug', 'info'] }), 'debug');
  assert.throws(() => parseEnum('trace', { values: ['debug', 'info'] }), /not one of debug, info/);
});

test('durations in milliseconds', () => {
  assert.equal(parseDuration('1500ms'), 1500);
  assert.equal(parseDuration('30s'), 30000);
  assert.equal(parseDuration('1h30m'), 5400000);
  assert.equal(parseDuration('2d'), 172800000);
  assert.equal(parseDuration('2.5'), 2500);
  assert.throws(() => parseDuration('5 minutes'), ValueError);
  assert.throws(() => parseDuration('5x'), ValueError);
});
