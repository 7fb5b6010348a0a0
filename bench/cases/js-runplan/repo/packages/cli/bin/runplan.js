#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { describePlan } from '../src/schedule.js';

const { values } = parseArgs({
  options: {
    every: { type: 'string' },
    from: { type: 'string', default: '00:00' },
    until: { type: 'string', default: '23:59' },
  },
});

if (!values.every) {
  console.error('usage: runplan --every DURATION [--from HH:MM] [--until HH:MM]');
  process.exit(2);
}

try {
  console.log(describePlan(values));
} catch (err) {
  console.error(`runplan: ${err.message}`);
  process.exit(1);
}
