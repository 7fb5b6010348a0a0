#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { Ladder, ladderSheet } from '../src/index.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: tennisladder LADDER-FILE');
  process.exit(2);
}
console.log(ladderSheet(Ladder.parse(readFileSync(file, 'utf8'))));
