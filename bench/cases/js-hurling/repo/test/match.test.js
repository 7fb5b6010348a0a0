'use strict';

const { parseTimeline } = require('../src/events');
const { replay, leader, scorers } = require('../src/match');
const { TIMELINE } = require('./fixtures');

const result = () => replay('KIL', 'TIP', parseTimeline(TIMELINE));

test('final score', () => {
  expect(result().final).toEqual({ KIL: { goals: 2, points: 6 }, TIP: { goals: 2, points: 5 } });
});

test('leader after each score', () => {
  const r = result();
  const leaders = r.steps.map((s) => leader('KIL', 'TIP', s.score));
  expect(leaders.slice(0, 4)).toEqual(['KIL', null, 'TIP', 'TIP']);
  expect(leaders[leaders.length - 1]).toBe('KIL');
});

test('scorers best first, placed balls apart', () => {
  const kil = scorers(result(), 'KIL');
  expect(kil.map((s) => s.player)).toEqual(['T. Reid', 'A. Mullen', 'C. Buckley']);
  expect(kil[0].all).toEqual({ goals: 1, points: 3 });
  expect(kil[0].placed).toEqual({ goals: 1, points: 2 });
});

test('a team not in the match', () => {
  expect(() => replay('KIL', 'TIP', parseTimeline('1H 01:00 GAL point X'))).toThrow('team GAL');
});
