'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { volume } = require('../src/channel');
const schedule = require('../src/schedule');
const { sections, sandpiper } = require('./fixtures');

test('trips per day', () => {
  assert.strictEqual(schedule.tripsPerDay(sandpiper(), 12), 6);
  assert.strictEqual(schedule.tripsPerDay(sandpiper(), 12, 12), 3);
});

test('campaign plan', () => {
  const camp = schedule.plan(sandpiper(), sections(), { disposalNm: 12, volumeOf: (s) => volume(s) });
  assert.deepStrictEqual(camp.rows.map((r) => r.trips), [37, 32, 0]);
  assert.strictEqual(camp.trips, 69);
  assert.strictEqual(camp.days, 12);
  assert.strictEqual(Math.round(camp.volume), 116400);
});

test('a cycle longer than the working day', () => {
  assert.throws(
    () => schedule.plan(sandpiper(), sections(), { disposalNm: 40, workingHours: 2, volumeOf: volume }),
    /cannot complete a cycle/,
  );
});
