'use strict';

const test = require('tape');
const { parseTime, formatTime } = require('../lib/times');

test('times: seconds and hundredths', (t) => {
  t.equal(parseTime('47.32'), 4732);
  t.equal(parseTime(' 9.05 '), 905);
  t.equal(parseTime('1:02.05'), 6205);
  t.end();
});

test('times: FAIL and DNS have no time', (t) => {
  t.equal(parseTime('FAIL'), null);
  t.equal(parseTime('dns'), null);
  t.equal(parseTime(''), null);
  t.end();
});

test('times: rejects other text', (t) => {
  t.throws(() => parseTime('47.3'), /not a time/);
  t.throws(() => parseTime('fast'), /not a time/);
  t.end();
});

test('times: formatting', (t) => {
  t.equal(formatTime(4732), '47.32');
  t.equal(formatTime(905), '9.05');
  t.equal(formatTime(6205), '1:02.05');
  t.equal(formatTime(null), '-');
  t.end();
});
