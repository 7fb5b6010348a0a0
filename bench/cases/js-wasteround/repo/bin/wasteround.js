#!/usr/bin/env node
'use strict';

// Prints a property's collection calendar:
//   wasteround.js <rounds.json> <uprn> [--from YYYY-MM-DD] [--weeks N]
// rounds.json holds { "rounds": [...], "properties": [...] }.

const fs = require('node:fs');
const { RoundBook, upcomingCollections } = require('../src/rounds');
const { calendar } = require('../src/format');
const { toISO } = require('../src/dates');

function parseArgs(argv) {
  const args = { positional: [], from: toISO(new Date()), weeks: 6 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--from') {
      args.from = argv[++i];
    } else if (arg === '--weeks') {
      args.weeks = Number(argv[++i]);
    } else {
      args.positional.push(arg);
    }
  }
  return args;
}

function main(argv) {
  const args = parseArgs(argv);
  if (args.positional.length !== 2) {
    process.stderr.write('usage: wasteround.js <rounds.json> <uprn> [--from YYYY-MM-DD] [--weeks N]\n');
    return 2;
  }
  const data = JSON.parse(fs.readFileSync(args.positional[0], 'utf8'));
  const book = new RoundBook(data.rounds);
  const property = data.properties.find((p) => p.uprn === args.positional[1]);
  if (!property) {
    process.stderr.write(`no property ${args.positional[1]}\n`);
    return 1;
  }
  process.stdout.write(calendar(property, upcomingCollections(property, book, args.from, args.weeks)));
  return 0;
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}

module.exports = { parseArgs, main };
