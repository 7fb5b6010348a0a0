'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { expand, nextOnOrAfter } = require('../lib/schedule');

test('daily and weekly rules', () => {
  assert.deepStrictEqual(expand({ start: '2024-02-27', every: 'day' }, 4),
    ['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
  assert.deepStrictEqual(expand({ start: '2024-12-20', every: 'week', interval: 2 }, 3),
    ['2024-12-20', '2025-01-03', '2025-01-17']);
});

test('monthly rule on a day every month has', () => {
  assert.deepStrictEqual(expand({ start: '2024-01-10', every: 'month' }, 4),
    ['2024-01-10', '2024-02-10', '2024-03-10', '2024-04-10']);
});

test('quarterly rule', () => {
  assert.deepStrictEqual(expand({ start: '2024-02-05', every: 'month', interval: 3 }, 4),
    ['2024-02-05', '2024-05-05', '2024-08-05', '2024-11-05']);
});

test('until ends the rule', () => {
  assert.deepStrictEqual(expand({ start: '2024-01-01', every: 'week', until: '2024-01-20' }, 10),
    ['2024-01-01', '2024-01-08', '2024-01-15']);
});

test('next occurrence on or after a date', () => {
  assert.strictEqual(nextOnOrAfter({ start: '2024-01-01', every: 'week' }, '2024-01-09'), '2024-01-15');
  assert.strictEqual(nextOnOrAfter({ start: '2024-01-01', every: 'week' }, '2024-01-15'), '2024-01-15');
  assert.strictEqual(nextOnOrAfter({ start: '2024-01-10', every: 'month', interval: 2 }, '2024-04-01'), '2024-05-10');
  assert.strictEqual(nextOnOrAfter({ start: '2024-01-10', every: 'day', until: '2024-01-12' }, '2024-02-01'), null);
});

test('bad rules are refused', () => {
  assert.throws(() => expand({ start: '2024-01-01', every: 'year' }, 1), TypeError);
  assert.throws(() => expand({ start: '2024-01-01', every: 'day', interval: 0 }, 1), RangeError);
  assert.throws(() => expand({ start: '2024-02-30', every: 'day' }, 1), RangeError);
});
