'use strict';

const { leaderboard, formatSeconds } = require('../src/leaderboard');

const games = [
  { room: 'vault', team: 'Lockpicks', seconds: 3120, escaped: true },
  { room: 'vault', team: 'Night Owls', seconds: 3600, escaped: false },
  { room: 'lab', team: 'Beakers', seconds: 2900, escaped: true },
  { room: 'vault', team: 'Safecrackers', seconds: 2875, escaped: true },
  { room: 'vault', team: 'Tumblers', seconds: 3120, escaped: true },
];

test('fastest escapes first, ties in game order, no failures', () => {
  expect(leaderboard(games, 'vault').map((g) => [g.place, g.team])).toEqual([
    [1, 'Safecrackers'],
    [2, 'Lockpicks'],
    [3, 'Tumblers'],
  ]);
});

test('formatSeconds shows minutes and seconds', () => {
  expect(formatSeconds(2875)).toBe('47:55');
  expect(formatSeconds(65)).toBe('1:05');
});
