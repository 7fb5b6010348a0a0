'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const vale = require('./fixtures/vale.json');
const { assessReport, missedByRound } = require('../src/missed');

const EASTER = ['2025-04-18', '2025-04-21'];

test('a report the next working day is accepted', () => {
  const r = assessReport({ uprn: '100090003', stream: 'refuse', collectionDate: '2025-03-14', reportedOn: '2025-03-17' });
  assert.deepEqual(r, { accepted: true, reason: 'reported 1 working day after collection', returnBy: '2025-03-19' });
});

test('same-day reports are taken in good faith', () => {
  const r = assessReport({ uprn: '100090001', stream: 'food', collectionDate: '2025-03-10', reportedOn: '2025-03-10' });
  assert.equal(r.accepted, true);
  assert.equal(r.returnBy, '2025-03-12');
});

test('late reports are refused', () => {
  const r = assessReport({ uprn: '100090001', stream: 'refuse', collectionDate: '2025-03-10', reportedOn: '2025-03-13' });
  assert.deepEqual(r, { accepted: false, reason: 'reported 3 working days after collection', returnBy: null });
});

test('bank holidays do not count against the household', () => {
  const r = assessReport(
    { uprn: '100090004', stream: 'refuse', collectionDate: '2025-04-17', reportedOn: '2025-04-23' },
    EASTER,
  );
  assert.equal(r.accepted, true);
  assert.equal(r.reason, 'reported 2 working days after collection');
  assert.equal(r.returnBy, '2025-04-25');
});

test('reports before the collection are refused', () => {
  const r = assessReport({ uprn: '100090001', stream: 'refuse', collectionDate: '2025-03-10', reportedOn: '2025-03-09' });
  assert.equal(r.accepted, false);
});

test('accepted reports per round', () => {
  const properties = new Map(vale.properties.map((p) => [p.uprn, p]));
  const reports = [
    { uprn: '100090001', stream: 'refuse', collectionDate: '2025-03-10', reportedOn: '2025-03-11' },
    { uprn: '100090001', stream: 'food', collectionDate: '2025-03-17', reportedOn: '2025-03-21' },
    { uprn: '100090002', stream: 'recycling', collectionDate: '2025-03-18', reportedOn: '2025-03-18' },
    { uprn: '100090003', stream: 'refuse', collectionDate: '2025-03-14', reportedOn: '2025-03-17' },
  ];
  assert.deepEqual([...missedByRound(reports, properties)], [['MON-1', 1], ['TUE-2', 1], ['FRI-3', 1]]);
  assert.throws(() => missedByRound([{ uprn: '1', collectionDate: '2025-03-10', reportedOn: '2025-03-10' }], properties), RangeError);
});
