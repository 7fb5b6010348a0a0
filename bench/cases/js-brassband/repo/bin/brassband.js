#!/usr/bin/env node
'use strict';

const fs = require('fs');
const { parseMarks } = require('../lib/marks');
const { parseDraw } = require('../lib/draw');
const { results } = require('../lib/results');
const { report } = require('../lib/report');

function parseArgs(argv) {
  const opts = { marks: null, draw: null, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') opts.json = true;
    else if (a === '--draw') {
      if (i + 1 >= argv.length) throw new Error('--draw needs a file');
      opts.draw = argv[++i];
    } else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else if (opts.marks === null) opts.marks = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  if (opts.marks === null) throw new Error('usage: brassband marks.csv [--draw draw.txt] [--json]');
  return opts;
}

function main(argv) {
  let opts;
  try {
    opts = parseArgs(argv);
  } catch (err) {
    process.stderr.write(`${err.message}\n`);
    return 2;
  }
  try {
    const marks = parseMarks(fs.readFileSync(opts.marks, 'utf8'));
    const draw = opts.draw ? parseDraw(fs.readFileSync(opts.draw, 'utf8')) : [];
    const res = results(marks, { draw });
    process.stdout.write(opts.json ? JSON.stringify(res, null, 2) + '\n' : report(res));
    return 0;
  } catch (err) {
    process.stderr.write(`brassband: ${err.message}\n`);
    return 1;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { parseArgs, main };
