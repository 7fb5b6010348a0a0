'use strict';

const test = require('tape');
const { parseEntries } = require('../lib/entries');
const { classResults, ftd } = require('../lib/results');
const { SHEET } = require('./fixtures');

test('results: classes in order, best run counts', (t) => {
  const results = classResults(parseEntries(SHEET));
  t.deepEqual([...results.keys()], ['A2', 'B1', 'C']);
  const a2 = results.get('A2');
  t.deepEqual(a2.map((r) => [r.place, r.number, r.time, r.gap]), [[1, 11, 4356, 0], [2, 12, 4391, 35], [null, 14, null, null]]);
  t.end();
});

test('results: equal best times share the place', (t) => {
  const b1 = classResults(parseEntries(SHEET)).get('B1');
  t.deepEqual(b1.map((r) => [r.place, r.number]), [[1, 21], [1, 22]]);
  t.end();
});

test('results: fastest time of the day', (t) => {
  t.deepEqual(ftd(parseEntries(SHEET)), { number: 31, driver: 'Kay Thorpe', best: 3307 });
  t.equal(ftd([]), null);
  t.end();
});
