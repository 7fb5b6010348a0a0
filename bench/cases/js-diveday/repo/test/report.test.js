import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDate } from '../src/dates.js';
import { planDay } from '../src/day.js';
import { renderPlan } from '../src/report.js';

const MANIFEST = `id,name,birth,level,dives,last,medical
D301,Niamh Kelly,1991-04-04,AOW,40,2026-10-01,2027-04-01
D302,Sam Okafor,1983-08-19,OW,15,2026-09-01,
D303,Ivy Chen,2015-12-12,OW,3,2026-07-07,2027-07-07
`;

test('renderPlan lists fitted, unfitted and turned-away divers', () => {
  const plan = planDay(MANIFEST, {
    date: parseDate('2026-11-24'),
    start: '14:00',
    end: '14:15',
    slotMinutes: 15,
    counters: 2,
  });
  assert.equal(
    renderPlan(plan),
    [
      'Dive day 2026-11-24',
      '',
      'Fitting (1):',
      '  14:00  counter 1  D301  Niamh Kelly  AOW',
      '',
      'Not diving (2):',
      '  D302  Sam Okafor: no medical statement',
      '  D303  Ivy Chen: under 12',
      '',
    ].join('\n'),
  );
});
