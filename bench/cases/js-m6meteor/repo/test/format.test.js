import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatReport } from '../src/format.js';
import { parseSession } from '../src/parse.js';
import { summarize } from '../src/summary.js';
import { PERSEIDS } from './fixtures.js';

test('report text', () => {
  const session = parseSession(PERSEIDS);
  assert.equal(
    formatReport(session, summarize(session)),
    [
      'Ana Ferreira at Alqueva, 2026-08-12',
      '  21:40-22:40  PER 24 (ZHR 53.0), KCG 1 (ZHR -), SPO 8 (ZHR 11.1)',
      '  22:40-23:55  PER 41 (ZHR 71.0), KCG 2 (ZHR 2.8), SPO 10 (ZHR 12.4)',
      'Session:',
      '  Perseids         65 meteors  ZHR 62.0',
      '  sporadic         18 meteors  ZHR 11.8',
      '  kappa Cygnids     2 meteors  ZHR 2.8',
      '',
    ].join('\n'),
  );
});
