#!/usr/bin/env node
// meteorwatch REPORT.txt: the ZHR of each shower in an observing session.

import { readFileSync } from 'node:fs';
import { formatReport } from './format.js';
import { parseSession } from './parse.js';
import { summarize } from './summary.js';

export function run(argv, out = process.stdout, err = process.stderr) {
  if (argv.length !== 1) {
    err.write('usage: meteorwatch REPORT.txt\n');
    return 2;
  }
  try {
    const session = parseSession(readFileSync(argv[0], 'utf8'));
    out.write(formatReport(session, summarize(session)));
    return 0;
  } catch (error) {
    err.write(`meteorwatch: ${error.message}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = run(process.argv.slice(2));
}
