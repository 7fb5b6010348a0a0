#!/usr/bin/env node
'use strict';

const fs = require('node:fs');
const { reduceText, stationTable } = require('./index');

function main(argv) {
  const file = argv[0];
  if (!file) {
    process.stderr.write('usage: cavesurvey FILE\n');
    return 2;
  }
  const { result, summary } = reduceText(fs.readFileSync(file, 'utf8'));
  process.stdout.write(stationTable(result) + '\n\n');
  process.stdout.write(`${summary.stations} stations, ${summary.legs} legs, ${summary.splays} splays\n`);
  process.stdout.write(`surveyed length ${summary.length} m, depth ${summary.depth} m\n`);
  for (const m of result.misclosures) {
    process.stdout.write(`loop closed at ${m.from}-${m.to}: misclosure ${m.error.toFixed(2)} m\n`);
  }
  if (result.unconnected.length) {
    process.stdout.write(`not connected: ${result.unconnected.join(', ')}\n`);
  }
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { main };
