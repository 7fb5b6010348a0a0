'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { lineByName } = require('../src/park');
const { planSessions, clock } = require('../src/sessions');

function rider(name, age, heightCm, weightKg, guardian = null) {
  return { name, age, heightCm, weightKg, guardian };
}

const GROUP = [
  rider('Ana', 31, 165, 58),
  rider('Ben', 35, 182, 97),
  rider('Cas', 10, 138, 33, 'B. Cas'),
  rider('Dee', 13, 156, 47, 'B. Dee'),
  rider('Eli', 44, 175, 115),
  rider('Fay', 29, 160, 52),
  rider('Gus', 7, 121, 26),
  rider('Hal', 52, 178, 88),
  rider('Ivy', 38, 170, 66),
];

test('clock times', () => {
  assert.equal(clock(36000), '10:00:00');
  assert.equal(clock(36000 + 95), '10:01:35');
});

test('the group on the Canopy Run', () => {
  const plan = planSessions(GROUP, lineByName('Canopy Run'), '10:00');
  assert.deepEqual(plan.refused, [{ name: 'Gus', reasons: ['under 8', 'lighter than 30 kg', 'no guardian waiver'] }]);
  assert.deepEqual(
    plan.sessions.map((s) => s.launches.map((l) => `${l.name} ${l.at}`)),
    [
      ['Ana 10:00:00', 'Ben 10:00:30', 'Cas 10:01:00', 'Dee 10:01:30', 'Eli 10:02:00', 'Fay 10:02:30'],
      ['Hal 10:12:30', 'Ivy 10:13:00'],
    ],
  );
  assert.deepEqual(plan.sessions[0].launches[2], { name: 'Cas', at: '10:01:00', harness: 'child full-body', brake: 1 });
});

test('the group on the Valley Flyer', () => {
  const plan = planSessions(GROUP, lineByName('Valley Flyer'), '14:30');
  assert.deepEqual(
    plan.refused.map((r) => r.name),
    ['Cas', 'Eli', 'Gus'],
  );
  assert.deepEqual(
    plan.sessions.map((s) => s.launches.map((l) => `${l.name} ${l.at} ${l.brake}`)),
    [
      ['Ana 14:30:00 3', 'Ben 14:31:00 5', 'Dee 14:32:00 3', 'Fay 14:33:00 3'],
      ['Hal 14:43:00 4', 'Ivy 14:44:00 3'],
    ],
  );
});

test('nobody cleared, no sessions', () => {
  const plan = planSessions([rider('Gus', 7, 121, 26)], lineByName('Canopy Run'), '09:00');
  assert.deepEqual(plan.sessions, []);
  assert.equal(plan.refused.length, 1);
});
