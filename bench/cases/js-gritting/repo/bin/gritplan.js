#!/usr/bin/env node
'use strict';

const fs = require('fs');
const { parseRoutes } = require('../lib/routes');
const { nightlyPlan } = require('../lib/plan');
const { formatPlan } = require('../lib/format');

function main(argv) {
  const json = argv.includes('--json');
  const files = argv.filter((a) => a !== '--json');
  if (files.length !== 2) {
    process.stderr.write('usage: gritplan routes.csv forecast.json [--json]\n');
    return 2;
  }
  try {
    const routes = parseRoutes(fs.readFileSync(files[0], 'utf8'));
    const forecast = JSON.parse(fs.readFileSync(files[1], 'utf8'));
    const plan = nightlyPlan(routes, forecast);
    process.stdout.write(json ? JSON.stringify(plan, null, 2) + '\n' : formatPlan(plan));
    return 0;
  } catch (err) {
    process.stderr.write(`gritplan: ${err.message}\n`);
    return 1;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { main };
