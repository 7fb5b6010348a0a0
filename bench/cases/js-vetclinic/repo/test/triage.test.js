'use strict';

const { queue, waits } = require('../src/triage');

const WALK_INS = [
  { name: 'Rolo', urgency: 'routine', arrived: '09:05' },
  { name: 'Juno', urgency: 'urgent', arrived: '09:20' },
  { name: 'Tiger', urgency: 'emergency', arrived: '09:31' },
  { name: 'Nala', urgency: 'urgent', arrived: '09:10' },
];

test('emergencies first, then by arrival', () => {
  expect(queue(WALK_INS)).toEqual(['Tiger', 'Nala', 'Juno', 'Rolo']);
});

test('estimated waits', () => {
  expect(waits(WALK_INS)).toEqual({ Tiger: 0, Nala: 40, Juno: 65, Rolo: 90 });
});

test('unknown urgency', () => {
  const patients = [...WALK_INS, { name: 'Ziggy', urgency: 'soon', arrived: '10:00' }];
  expect(() => queue(patients)).toThrow('unknown urgency');
});
