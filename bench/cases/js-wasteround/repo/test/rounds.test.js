'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const vale = require('./fixtures/vale.json');
const { RoundBook, cycleWeek, upcomingCollections, nextCollectionOf } = require('../src/rounds');

const book = new RoundBook(vale.rounds);
const property = (uprn) => vale.properties.find((p) => p.uprn === uprn);

test('round book', () => {
  assert.equal(book.get('TUE-2').vehicle, 'WX19 KLM');
  assert.deepEqual(book.onDay(3).map((r) => r.id), ['THU-1']);
  assert.throws(() => book.get('SAT-1'), RangeError);
  assert.throws(() => book.add({ id: 'MON-1', day: 0 }), /already exists/);
  assert.throws(() => new RoundBook([{ id: 'SAT-1', day: 5 }]), RangeError);
  assert.throws(() => new RoundBook([{ day: 2 }]), TypeError);
});

test('the fortnightly cycle runs on across the new year', () => {
  assert.equal(cycleWeek('2024-01-01'), 'A');
  assert.equal(cycleWeek('2024-01-05'), 'A');
  assert.equal(cycleWeek('2024-01-12'), 'B');
  // 2024 has 52 whole weeks after the epoch, so the cycle carries on rather than restarting
  assert.equal(cycleWeek('2024-12-30'), 'A');
  assert.equal(cycleWeek('2025-01-06'), 'B');
  assert.equal(cycleWeek('2023-12-29'), 'B');
});

test('a Tuesday household over three weeks', () => {
  const got = upcomingCollections(property('100090002'), book, '2025-03-03', 3);
  assert.deepEqual(got, [
    { date: '2025-03-04', day: 1, cycle: 'B', bins: ['recycling', 'food'] },
    { date: '2025-03-11', day: 1, cycle: 'A', bins: ['refuse', 'food'] },
    { date: '2025-03-18', day: 1, cycle: 'B', bins: ['recycling', 'food'] },
  ]);
});

test('a collection earlier in the starting week is not listed', () => {
  const got = upcomingCollections(property('100090001'), book, '2025-03-05', 2);
  assert.deepEqual(got.map((c) => c.date), ['2025-03-10']);
});

test('rejects a bad number of weeks', () => {
  assert.throws(() => upcomingCollections(property('100090001'), book, '2025-03-05', 0), RangeError);
});

test('next refuse day', () => {
  assert.equal(nextCollectionOf(property('100090003'), book, 'refuse', '2025-03-03').date, '2025-03-14');
  assert.equal(nextCollectionOf(property('100090004'), book, 'food', '2025-03-03'), null);
});
