'use strict';

const { parseEvent, parseTimeline } = require('../src/events');
const { TIMELINE } = require('./fixtures');

test('parses a scoring line', () => {
  expect(parseEvent('2H 10:02 KIL free T. Reid')).toEqual({
    time: { half: 2, seconds: 602 },
    team: 'KIL',
    kind: 'free',
    player: 'T. Reid',
    goals: 0,
    points: 1,
    placed: true,
  });
});

test('rejects unknown kinds', () => {
  expect(() => parseEvent('1H 01:00 KIL wide T. Reid')).toThrow("unknown score kind 'wide'");
});

test('reads a timeline in time order, skipping comments', () => {
  const events = parseTimeline(`2H 00:30 TIP point A\n# c\n1H 10:00 KIL goal B\n`);
  expect(events.map((e) => e.player)).toEqual(['B', 'A']);
  expect(parseTimeline(TIMELINE)).toHaveLength(15);
});
