'use strict';

const test = require('tape');
const { parseRoster } = require('../lib');
const { event } = require('./fixtures/event');

test('the roster has a name, rating and rated games per line', (t) => {
  const { players } = event();
  t.equal(players.length, 5);
  t.deepEqual(players[2], { name: 'Kitto Laity', rating: 1540, games: 22 });
  t.end();
});

test('a roster line must be complete and a player listed once', (t) => {
  t.throws(() => parseRoster('Ann Rowe, 1720'), /roster line 1: want name, rating, games/);
  t.throws(() => parseRoster('Ann Rowe, 17x0, 3'), /whole numbers/);
  t.throws(() => parseRoster('Ann Rowe, 1720, 3\n\nAnn Rowe, 1700, 4'), /roster line 3: Ann Rowe twice/);
  t.end();
});
