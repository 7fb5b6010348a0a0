'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseSurvey } = require('../src/survey');

test('data lines, comments and blank lines', () => {
  const { shots, fixes } = parseSurvey(`
; Pollnagollum, entrance series
1 2 4.5 200 -20   ; down the slope
2 3 6.0 215 0

2 - 1.2 90 0
`);
  assert.equal(shots.length, 3);
  assert.equal(fixes.size, 0);
  assert.deepEqual(shots.map((s) => s.line), [3, 4, 6]);
  assert.equal(shots[2].splay, true);
});

test('*fix places a station', () => {
  const { fixes } = parseSurvey('*fix ent 100 200 350.5\nent 1 3 0 -90');
  assert.deepEqual(fixes.get('ent'), { x: 100, y: 200, z: 350.5 });
});

test('*units changes the units of the shots that follow', () => {
  const { shots } = parseSurvey('1 2 10 90 0\n*units length ft\n2 3 10 90 0\n*units compass grads\n3 4 10 100 0');
  assert.equal(shots[0].length, 10);
  assert.equal(shots[1].length, 3.048);
  assert.equal(shots[2].compass, 90);
});

test('*declination is kept on each shot', () => {
  const { shots } = parseSurvey('1 2 10 90 0\n*declination -2.5\n2 3 10 90 0');
  assert.equal(shots[0].declination, 0);
  assert.equal(shots[1].declination, -2.5);
});

test('bad directives name their line', () => {
  assert.throws(() => parseSurvey('1 2 3 4 5\n*units length furlongs'), /line 2: bad \*units/);
  assert.throws(() => parseSurvey('*declination east'), /line 1: bad \*declination/);
  assert.throws(() => parseSurvey('*fix 1 2 3'), /line 1: bad \*fix/);
  assert.throws(() => parseSurvey('*team Ann'), /line 1: unknown directive \*team/);
});
