'use strict';

const { dueSoon, nextDue, overdue, vaccinesFor } = require('../src/vaccines');
const { PETS, TODAY } = require('./fixtures');

const brief = (entries) => entries.map((e) => `${e.pet.name} ${e.vaccine} ${e.due}`);

test('vaccines by species', () => {
  expect(vaccinesFor('rabbit')).toEqual(['myxomatosis', 'rhd2']);
  expect(() => vaccinesFor('parrot')).toThrow('no vaccination schedule');
});

test('next dose from the last one', () => {
  expect(nextDue(PETS[0], 'rabies', TODAY)).toBe('2026-03-10');
  expect(nextDue(PETS[1], 'fluVirus', TODAY)).toBe('2026-02-14');
  expect(nextDue(PETS[2], 'rhd2', TODAY)).toBe(TODAY);
});

test('due within thirty days, today included, soonest first', () => {
  expect(brief(dueSoon(PETS, TODAY))).toEqual([
    'Biscuit rabies 2026-03-10',
    'Clover rhd2 2026-03-10',
    'Biscuit kennelCough 2026-03-25',
    'Biscuit leptospirosis 2026-04-02',
    'Clover myxomatosis 2026-04-09',
  ]);
});

test('a shorter window', () => {
  expect(brief(dueSoon(PETS, TODAY, 7))).toEqual(['Biscuit rabies 2026-03-10', 'Clover rhd2 2026-03-10']);
});

test('overdue, oldest first', () => {
  expect(brief(overdue(PETS, TODAY))).toEqual(['Mochi fluVirus 2026-02-14']);
});
