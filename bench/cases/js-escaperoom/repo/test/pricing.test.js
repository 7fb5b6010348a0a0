'use strict';

const { groupDiscount, price } = require('../src/pricing');

test('groups of six and of eight get 10% and 15% off', () => {
  expect([2, 5, 6, 7, 8].map(groupDiscount)).toEqual([0, 0, 10, 10, 15]);
});

test('price is per player, less the group discount, to the nearest 50p', () => {
  expect(price('vault', 4)).toBe(10000);
  expect(price('vault', 6)).toBe(13500);
  expect(price('lab', 8)).toBe(19050);
  expect(price('cabin', 3)).toBe(6900);
});

test('a party outside the room limits has no price', () => {
  expect(() => price('cabin', 6)).toThrow(/2 to 5 players, not 6/);
  expect(() => price('attic', 4)).toThrow(/no such room/);
});
