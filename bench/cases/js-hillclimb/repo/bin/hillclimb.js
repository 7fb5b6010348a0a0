#!/usr/bin/env node
'use strict';

const fs = require('fs');
const { parseEntries, EntryError } = require('../lib/entries');
const { parseRecords } = require('../lib/records');
const { report } = require('../lib/report');

const USAGE = 'usage: hillclimb ENTRIES.csv [--records FILE]';

function main(argv) {
  let file;
  let recordsFile;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--records') recordsFile = argv[++i];
    else if (argv[i].startsWith('--')) {
      process.stderr.write(`unknown option ${argv[i]}\n${USAGE}\n`);
      return 2;
    } else file = argv[i];
  }
  if (!file) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    const entries = parseEntries(fs.readFileSync(file, 'utf8'));
    const records = recordsFile ? parseRecords(fs.readFileSync(recordsFile, 'utf8')) : new Map();
    process.stdout.write(report(entries, records));
    return 0;
  } catch (err) {
    if (!(err instanceof EntryError) && err.code !== 'ENOENT') throw err;
    process.stderr.write(`hillclimb: ${err.message}\n`);
    return 1;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { main };
