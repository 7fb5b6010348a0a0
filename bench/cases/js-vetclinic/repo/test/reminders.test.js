'use strict';

const { reminders } = require('../src/reminders');
const { PETS, TODAY } = require('./fixtures');

test('phone the overdue, post the rest', () => {
  const list = reminders(PETS, TODAY, 14);
  expect(list.map((r) => [r.action, r.pet, r.vaccine])).toEqual([
    ['phone', 'Mochi', 'fluVirus'],
    ['post', 'Biscuit', 'rabies'],
    ['post', 'Clover', 'rhd2'],
  ]);
  expect(list[0].owner).toBe('Tanaka');
});

test('nothing to send for a pet with every dose far ahead', () => {
  const pet = { name: 'Pip', owner: 'Okafor', species: 'rabbit', doses: { myxomatosis: '2026-01-05', rhd2: '2026-01-05' } };
  expect(reminders([pet], TODAY)).toEqual([]);
});
