import assert from 'node:assert/strict';
import { test } from 'node:test';
import { xmlEscape } from '../src/escape.js';

test('escapes the five XML specials', () => {
  assert.equal(xmlEscape(`a&b<c>"d'`), 'a&amp;b&lt;c&gt;&quot;d&apos;');
});

test('leaves plain text alone', () => {
  assert.equal(xmlEscape('/docs/intro'), '/docs/intro');
});
