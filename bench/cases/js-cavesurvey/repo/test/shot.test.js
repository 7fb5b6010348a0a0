'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseShot, meanBearing } = require('../src/shot');

test('a plain foresight', () => {
  assert.deepEqual(parseShot('1 2 5.25 123.5 -10'), {
    from: '1', to: '2', splay: false, length: 5.25, compass: 123.5, clino: -10,
  });
});

test('a splay has no far station', () => {
  const shot = parseShot('2 - 1.5 90 0');
  assert.equal(shot.to, null);
  assert.equal(shot.splay, true);
});

test('backsights are turned round and averaged with the foresight', () => {
  const shot = parseShot('1 2 5 10 -5 191 4');
  assert.equal(shot.compass, 10.5);
  assert.equal(shot.clino, -4.5);
});

test('averaging bearings goes the short way round', () => {
  assert.equal(meanBearing(359, 1), 0);
  assert.equal(meanBearing(350, 20), 5);
  assert.equal(parseShot('1 2 5 359 0 181 0').compass, 0);
});

test('disagreeing sights are refused', () => {
  assert.throws(() => parseShot('1 2 5 10 0 200 0'), /compass foresight 10 and backsight 20 disagree/);
  assert.throws(() => parseShot('1 2 5 10 -5 190 10'), /clino foresight -5 and backsight -10 disagree/);
});

test('only a vertical shot may leave out the compass', () => {
  assert.equal(parseShot('1 2 8 - 90').compass, 0);
  assert.throws(() => parseShot('1 2 8 - 45'), /only a vertical shot/);
});

test('readings are converted from the given units', () => {
  const shot = parseShot('1 2 10 100 -50', { length: 'ft', compass: 'grad', clino: 'grad' });
  assert.equal(shot.length, 3.048);
  assert.equal(shot.compass, 90);
  assert.equal(shot.clino, -45);
});

test('short lines and bad numbers are errors', () => {
  assert.throws(() => parseShot('1 2 5 10'), /at least 5 fields/);
  assert.throws(() => parseShot('1 2 five 10 0'), /not a number: "five"/);
  assert.throws(() => parseShot('1 2 -3 10 0'), /bad length/);
});
