import assert from 'node:assert/strict';
import { test } from 'node:test';
import { depth, priority } from '../src/priority.js';

test('depth counts segments', () => {
  assert.equal(depth('/'), 0);
  assert.equal(depth('/docs/intro'), 2);
  assert.equal(depth('/docs/intro/'), 2);
});

test('priority falls by 0.2 a level, to 0.1', () => {
  assert.equal(priority('/'), '1.0');
  assert.equal(priority('/about'), '0.8');
  assert.equal(priority('/docs/intro'), '0.6');
  assert.equal(priority('/a/b/c/d/e/f'), '0.1');
});
