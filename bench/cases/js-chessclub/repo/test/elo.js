'use strict';

const test = require('tape');
const { expected, ratingChange, rateEvent } = require('../lib');
const { event } = require('./fixtures/event');

test('expected score', (t) => {
  t.equal(expected(1500, 1500), 0.5);
  t.equal(expected(1600, 1200).toFixed(3), '0.909');
  t.end();
});

test('a win against a stronger player gains more', (t) => {
  t.equal(ratingChange(1500, 1700, 1), 15);
  t.equal(ratingChange(1700, 1500, 1), 5);
  t.equal(ratingChange(1500, 1500, 0.5), 0);
  t.end();
});

test('the event is rated from the ratings brought to it', (t) => {
  const { players, rounds } = event();
  t.deepEqual(rateEvent(players, rounds), {
    'Ann Rowe': 1709, 'Jory Pascoe': 1602, 'Kitto Laity': 1551, 'Morwenna Bray': 1513, 'Ned Trewin': 1370,
  });
  t.end();
});
