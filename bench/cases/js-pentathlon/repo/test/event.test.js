'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { Competition } = require('../src/event');

function finalDay() {
  const c = new Competition(['Kovacs', 'Lenard', 'Murray', 'Ortiz']);
  c.recordFencing([
    ['Kovacs', 'Lenard'], ['Kovacs', 'Murray'], ['Ortiz', 'Kovacs'],
    ['Lenard', 'Murray'], ['Lenard', 'Ortiz'], ['Murray', 'Ortiz'],
  ]);
  c.recordSwim('Kovacs', '2:08.40');
  c.recordSwim('Lenard', '2:04.90');
  c.recordSwim('Murray', '2:11.00');
  c.recordSwim('Ortiz', '2:06.20');
  c.recordRide('Kovacs', { faults: { knockdown: 1 } });
  c.recordRide('Lenard', { faults: { refusal: 1, knockdown: 1 } });
  c.recordRide('Murray', { faults: {} });
  c.recordRide('Ortiz', { faults: { knockdown: 2 } });
  return c;
}

test('points before the laser run', () => {
  const c = finalDay();
  // fencing: Kovacs 2 wins (250), Lenard 2 (250), Murray 1 (238), Ortiz 1 (238)
  assert.equal(c.totalBeforeLaserRun('Kovacs'), 250 + 293 + 293);
  assert.equal(c.totalBeforeLaserRun('Lenard'), 250 + 300 + 283);
  assert.equal(c.totalBeforeLaserRun('Murray'), 238 + 288 + 300);
  assert.equal(c.totalBeforeLaserRun('Ortiz'), 238 + 297 + 286);
});

test('handicap start delays', () => {
  const d = finalDay().startDelays();
  assert.equal(d.get('Kovacs'), 0);
  assert.equal(d.get('Lenard'), 300);
  assert.equal(d.get('Murray'), 1000);
  assert.equal(d.get('Ortiz'), 1500);
});

test('first across the line wins', () => {
  const c = finalDay();
  c.recordFinish('Ortiz', '13:05.00');
  c.recordFinish('Kovacs', '13:10.00');
  c.recordFinish('Lenard', '13:12.00');
  c.recordFinish('Murray', '13:30.00');
  const standings = c.standings();
  assert.deepEqual(standings.map((r) => r.athlete), ['Ortiz', 'Kovacs', 'Lenard', 'Murray']);
  assert.equal(standings[0].laserRun, 530);
  assert.equal(standings[0].total, 821 + 530);
  assert.equal(standings[1].total, 836 + 510);
});

test('unknown and duplicate athletes', () => {
  assert.throws(() => new Competition(['A', 'A']));
  assert.throws(() => finalDay().recordSwim('Nobody', '2:10.00'));
});
