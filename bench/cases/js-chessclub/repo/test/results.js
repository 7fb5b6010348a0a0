'use strict';

const test = require('tape');
const { parseResult, parseRound } = require('../lib');

test('results as the arbiter writes them', (t) => {
  t.deepEqual(parseResult('1-0'), [1, 0]);
  t.deepEqual(parseResult('0 - 1'), [0, 1]);
  t.deepEqual(parseResult('½-½'), [0.5, 0.5]);
  t.deepEqual(parseResult('1/2-1/2'), [0.5, 0.5]);
  t.throws(() => parseResult('2-0'), /not a result: 2-0/);
  t.end();
});

test('a round is a game a line', (t) => {
  const [game] = parseRound(['Kitto Laity - Morwenna Bray ½-½', '']);
  t.deepEqual(game, { white: 'Kitto Laity', black: 'Morwenna Bray', score: { 'Kitto Laity': 0.5, 'Morwenna Bray': 0.5 } });
  t.throws(() => parseRound(['Kitto Laity 1-0']), /not a game/);
  t.end();
});
