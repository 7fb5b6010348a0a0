'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { totalsByStream, totalsByRound, recyclingRate, contaminationByRound } = require('../src/tonnage');

const loads = [
  { round: 'MON-1', date: '2025-03-10', stream: 'refuse', kg: 8200 },
  { round: 'MON-1', date: '2025-03-10', stream: 'food', kg: 1100 },
  { round: 'TUE-2', date: '2025-03-11', stream: 'recycling', kg: 4300, rejectedKg: 520 },
  { round: 'TUE-2', date: '2025-03-11', stream: 'glass', kg: 1900, rejectedKg: 40 },
  { round: 'TUE-2', date: '2025-03-11', stream: 'food', kg: 900 },
  { round: 'FRI-3', date: '2025-03-14', stream: 'refuse', kg: 9600 },
];

test('totals by stream and by round', () => {
  assert.deepEqual(totalsByStream(loads), { refuse: 17800, recycling: 4300, glass: 1900, food: 2000 });
  assert.deepEqual([...totalsByRound(loads)], [['MON-1', 9300], ['TUE-2', 7100], ['FRI-3', 9600]]);
});

test('recycling rate takes off what the sorting plant rejected', () => {
  // (4300 - 520) + (1900 - 40) + 1100 + 900 = 7640 of 26000
  assert.equal(recyclingRate(loads), 7640 / 26000);
  assert.equal(recyclingRate([]), 0);
});

test('contamination per round, recycling streams only', () => {
  const rates = contaminationByRound(loads);
  assert.equal(rates.get('TUE-2'), 560 / 7100);
  assert.equal(rates.get('MON-1'), 0);
  assert.equal(rates.has('FRI-3'), false);
});

test('rejects bad loads', () => {
  assert.throws(() => totalsByStream([{ round: 'X', stream: 'clinical', kg: 10 }]), /unknown stream/);
  assert.throws(() => totalsByStream([{ round: 'X', stream: 'refuse', kg: -1 }]), RangeError);
  assert.throws(() => recyclingRate([{ round: 'X', stream: 'glass', kg: 10, rejectedKg: 11 }]), RangeError);
});
