import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../src/cli.js';
import { PERSEIDS } from './fixtures.js';

function sink() {
  const chunks = [];
  return { write: (text) => chunks.push(text), text: () => chunks.join('') };
}

test('prints the report', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meteorwatch-'));
  const file = join(dir, 'report.txt');
  writeFileSync(file, PERSEIDS);
  const out = sink();
  const err = sink();
  assert.equal(run([file], out, err), 0);
  assert.match(out.text(), /Perseids {9}65 meteors {2}ZHR 62\.0/);
  assert.equal(err.text(), '');
});

test('usage and errors', () => {
  const out = sink();
  const err = sink();
  assert.equal(run([], out, err), 2);
  assert.equal(run(['/nonexistent/report.txt'], out, err), 1);
  assert.match(err.text(), /usage: meteorwatch/);
  assert.match(err.text(), /meteorwatch: ENOENT/);
});
