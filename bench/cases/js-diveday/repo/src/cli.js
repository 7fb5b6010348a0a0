#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseDate } from './dates.js';
import { planDay } from './day.js';
import { renderPlan } from './report.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    date: { type: 'string' },
    start: { type: 'string', default: '07:30' },
    end: { type: 'string', default: '08:30' },
    slot: { type: 'string', default: '10' },
    counters: { type: 'string', default: '2' },
  },
});

if (positionals.length !== 1 || !values.date) {
  process.stderr.write('usage: diveday MANIFEST.csv --date YYYY-MM-DD [--start HH:MM] [--end HH:MM] [--slot MIN] [--counters N]\n');
  process.exit(2);
}

const plan = planDay(readFileSync(positionals[0], 'utf8'), {
  date: parseDate(values.date),
  start: values.start,
  end: values.end,
  slotMinutes: Number(values.slot),
  counters: Number(values.counters),
});
process.stdout.write(renderPlan(plan));
