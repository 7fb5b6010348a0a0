'use strict';

const { parseLogbook } = require('../src/logbook');
const { scoreClimber, scoreRound } = require('../src/scoring');
const { ROUND_TWO } = require('./fixtures');

test('a flash is one attempt to top and to zone', () => {
  const card = scoreClimber('Ila', [{ climber: 'Ila', problem: 1, result: 'top' }]);
  expect(card).toEqual({ name: 'Ila', tops: 1, zones: 1, topAttempts: 1, zoneAttempts: 1 });
});

test('attempts after the top do not count', () => {
  const attempts = parseLogbook('Ila,1,fall\nIla,1,zone\nIla,1,top\nIla,1,fall\nIla,1,top');
  expect(scoreClimber('Ila', attempts)).toEqual({
    name: 'Ila',
    tops: 1,
    zones: 1,
    topAttempts: 3,
    zoneAttempts: 2,
  });
});

test('scoreRound gives every climber a card', () => {
  const cards = scoreRound(parseLogbook(ROUND_TWO));
  expect(cards.map((c) => c.name)).toEqual(['Ines', 'Ravi', 'Tomek', 'Bea']);
  expect(cards[1]).toEqual({ name: 'Ravi', tops: 2, zones: 4, topAttempts: 2, zoneAttempts: 5 });
});
