'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseSurvey } = require('../src/survey');
const { legVector, reduce } = require('../src/reduce');
const { round } = require('../src/units');

function rounded(p) {
  return { x: round(p.x) + 0, y: round(p.y) + 0, z: round(p.z) + 0 };
}

test('a leg due east and a leg straight down', () => {
  const east = legVector({ length: 10, compass: 90, clino: 0, declination: 0 });
  assert.deepEqual(rounded({ x: east.dx, y: east.dy, z: east.dz }), { x: 10, y: 0, z: 0 });
  const down = legVector({ length: 7, compass: 0, clino: -90, declination: 0 });
  assert.deepEqual(rounded({ x: down.dx, y: down.dy, z: down.dz }), { x: 0, y: 0, z: -7 });
});

test('declination turns a magnetic bearing to true north', () => {
  const v = legVector({ length: 10, compass: 80, clino: 0, declination: 10 });
  assert.deepEqual(rounded({ x: v.dx, y: v.dy, z: v.dz }), { x: 10, y: 0, z: 0 });
});

test('a survey in feet and grads', () => {
  const { coords } = reduce(parseSurvey('*units length feet\n*units compass grads\nP Q 100 100 0'));
  assert.deepEqual(rounded(coords.get('Q')), { x: 30.48, y: 0, z: 0 });
});

test('stations are placed from the fixed point', () => {
  const { coords } = reduce(parseSurvey('*fix A 1000 2000 300\nA B 10 0 0\nB C 5 0 -90'));
  assert.deepEqual(rounded(coords.get('B')), { x: 1000, y: 2010, z: 300 });
  assert.deepEqual(rounded(coords.get('C')), { x: 1000, y: 2010, z: 295 });
});

test('a leg read backwards places its from station', () => {
  const { coords } = reduce(parseSurvey('*fix B 0 0 0\nA B 10 90 0'));
  assert.deepEqual(rounded(coords.get('A')), { x: -10, y: 0, z: 0 });
});

test('a closed square has no misclosure, an open one reports it', () => {
  const square = 'S0 S1 10 0 0\nS1 S2 10 90 0\nS2 S3 10 180 0\nS3 S0 10 270 0';
  const closed = reduce(parseSurvey(square));
  assert.equal(closed.misclosures.length, 1);
  assert.ok(closed.misclosures[0].error < 1e-9);

  const open = reduce(parseSurvey(square.replace('S3 S0 10 270 0', 'S3 S0 9 270 0')));
  assert.equal(round(open.misclosures[0].error), 1);
});

test('legs that never meet the fixed network are listed', () => {
  const { unconnected } = reduce(parseSurvey('*fix A 0 0 0\nA B 5 0 0\nX Y 5 0 0'));
  assert.deepEqual(unconnected, ['X-Y']);
});
