import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageCount, pageOf, pageLinks } from '../src/paging.js';

test('pageCount rounds a part page up', () => {
  assert.equal(pageCount(23, 10), 3);
  assert.equal(pageCount(5, 10), 1);
  assert.throws(() => pageCount(5, 0), RangeError);
});

test('pageOf cuts the list', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  assert.deepEqual(pageOf(items, 1, 2), ['a', 'b']);
  assert.deepEqual(pageOf(items, 3, 2), ['e']);
  assert.deepEqual(pageOf(items, 4, 2), []);
});

test('pageLinks leaves out the middle of a long list', () => {
  assert.deepEqual(pageLinks(6, 12), [1, null, 4, 5, 6, 7, 8, null, 12]);
  assert.deepEqual(pageLinks(1, 4), [1, 2, 3, 4]);
  assert.deepEqual(pageLinks(2, 9, 1), [1, 2, 3, null, 9]);
});
