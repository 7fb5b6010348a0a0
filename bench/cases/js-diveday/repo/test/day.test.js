import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDate } from '../src/dates.js';
import { planDay } from '../src/day.js';

const MANIFEST = `id,name,birth,level,dives,last,medical
D201,Marek Olszewski,1970-02-11,AOW,120,2026-09-20,2027-06-01
D202,Grace Mensah,1996-07-23,OW,8,2025-10-02,2027-01-01
D203,Hamish Baird,2015-12-01,OW,5,2026-08-01,2027-08-01
D204,Priya Raman,1988-01-30,PADI Rescue Diver,60,2026-10-12,2027-02-01
D205,Owen Pryce,1959-05-05,DM,900,2026-11-01,2027-05-01
D206,Lucia Ferri,1990-09-09,Open Water,12,,2026-12-31
`;

const OPTIONS = { date: parseDate('2026-11-24'), start: '07:30', end: '08:10', slotMinutes: 20, counters: 1 };

test('planDay clears, turns away and fits in manifest order', () => {
  const plan = planDay(MANIFEST, OPTIONS);
  assert.deepEqual(
    plan.booked.map((b) => `${b.slot.time} ${b.diver.id}`),
    ['07:30 D201', '07:50 D204'],
  );
  assert.deepEqual(plan.unfitted.map((d) => d.id), ['D205', 'D206']);
  assert.deepEqual(
    plan.turnedAway.map((t) => `${t.diver.id}: ${t.reasons.join('; ')}`),
    ['D202: refresher: last dive 2025-10-02', 'D203: under 12'],
  );
});
