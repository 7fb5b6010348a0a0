'use strict';

const { standings, compareCards } = require('../src/standings');

const card = (name, tops, zones, topAttempts, zoneAttempts) => ({
  name,
  tops,
  zones,
  topAttempts,
  zoneAttempts,
});

test('tops first, then zones, then attempts', () => {
  const rows = standings([
    card('Ala', 2, 4, 6, 5),
    card('Bo', 3, 3, 9, 9),
    card('Cy', 2, 4, 5, 8),
    card('Di', 2, 3, 2, 2),
  ]);
  expect(rows.map((r) => `${r.place} ${r.name}`)).toEqual(['1 Bo', '2 Cy', '3 Ala', '4 Di']);
});

test('equal cards share a place, listed by name', () => {
  const rows = standings([card('Zed', 1, 1, 1, 1), card('Amy', 1, 1, 1, 1), card('Kai', 0, 1, 0, 3)]);
  expect(rows.map((r) => `${r.place} ${r.name}`)).toEqual(['1 Amy', '1 Zed', '3 Kai']);
});

test('compareCards is zero only for equal results', () => {
  expect(compareCards(card('a', 1, 2, 3, 4), card('b', 1, 2, 3, 4))).toBe(0);
  expect(compareCards(card('a', 1, 2, 3, 4), card('b', 1, 2, 3, 5))).toBeLessThan(0);
});
