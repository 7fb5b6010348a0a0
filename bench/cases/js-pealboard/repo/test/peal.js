'use strict';

const test = require('tape');
const { checkPeal, changesPerMinute, PealError } = require('../lib/peal');

const eight = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const record = (over) => ({
  date: '2026-03-14',
  tower: 'St Petroc, Bodmin',
  method: 'Yorkshire Surprise Major',
  changes: 5088,
  minutes: 182,
  ringers: eight,
  conductor: 8,
  ...over,
});

test('checkPeal: stage, bells and whether it is a peal', (t) => {
  const peal = checkPeal(record());
  t.equal(peal.stage, 8);
  t.equal(peal.bells, 8);
  t.equal(peal.isPeal, true);
  t.equal(checkPeal(record({ changes: 4999 })).isPeal, false);
  t.equal(checkPeal(record({ method: 'Grandsire Triples', changes: 5000 })).isPeal, false);
  t.equal(checkPeal(record({ method: 'Grandsire Triples', changes: 5040 })).isPeal, true);
  t.end();
});

test('checkPeal: bad records', (t) => {
  t.throws(() => checkPeal(record({ minutes: undefined })), /no minutes/);
  t.throws(() => checkPeal(record({ date: '14/03/2026' })), /bad date/);
  t.throws(() => checkPeal(record({ method: 'Plain Bob' })), /no stage/);
  t.throws(() => checkPeal(record({ ringers: eight.slice(1) })), /needs 8 ringers, got 7/);
  t.throws(() => checkPeal(record({ conductor: 9 })), PealError);
  t.end();
});

test('changesPerMinute to one place', (t) => {
  t.equal(changesPerMinute(checkPeal(record())), 28);
  t.equal(changesPerMinute(checkPeal(record({ minutes: 175 }))), 29.1);
  t.end();
});
