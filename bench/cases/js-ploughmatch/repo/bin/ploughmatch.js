#!/usr/bin/env node
'use strict';

const fs = require('node:fs');
const { parseSheet, SheetError } = require('../lib/marks');
const { report } = require('../lib/report');
const { standings } = require('../lib/standings');

const USAGE = 'usage: ploughmatch SHEET.csv [--class NAME] [--json]';

function parseArgs(argv) {
  const options = { json: false, only: undefined, file: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--class') options.only = (argv[++i] || '').toLowerCase();
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else if (options.file === undefined) options.file = arg;
    else throw new Error(`one sheet only, got ${arg}`);
  }
  if (options.file === undefined) throw new Error('no sheet given');
  return options;
}

function main(argv) {
  let options;
  try {
    options = parseArgs(argv);
  } catch (err) {
    process.stderr.write(`${err.message}\n${USAGE}\n`);
    return 2;
  }
  let entries;
  try {
    entries = parseSheet(fs.readFileSync(options.file, 'utf8'));
  } catch (err) {
    if (!(err instanceof SheetError) && err.code !== 'ENOENT') throw err;
    process.stderr.write(`${options.file}: ${err.message}\n`);
    return 1;
  }
  if (options.json) {
    const table = Object.fromEntries(standings(entries));
    const out = options.only ? { [options.only]: table[options.only] || [] } : table;
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    process.stdout.write(`${report(entries, options)}\n`);
  }
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { parseArgs, main };
