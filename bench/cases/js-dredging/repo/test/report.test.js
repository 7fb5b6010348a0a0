'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { volume } = require('../src/channel');
const { plan } = require('../src/schedule');
const { windows, requiredHeight } = require('../src/tides');
const { notice } = require('../src/report');
const { sections, sandpiper, PREDICTIONS } = require('./fixtures');

test('weekly notice', () => {
  const secs = sections();
  const camp = plan(sandpiper(), secs, { disposalNm: 12, volumeOf: (s) => volume(s) });
  const wins = windows(PREDICTIONS, requiredHeight(7.8, 5.0));
  assert.strictEqual(
    notice(secs, camp, wins),
    'Approach channel: maintenance dredging\n' +
      '  outer: controlling depth 7.0 m, design 7.5 m (below design)\n' +
      '  middle: controlling depth 6.8 m, design 7.5 m (below design)\n' +
      '  inner: controlling depth 6.9 m, design 6.5 m\n' +
      'Sandpiper: 116400 m3 in 69 trips, 6 a day, 12 days\n' +
      'Loaded hoppers cross the bar 07:30-11:15, 19:30-23:59\n',
  );
});

test('no window', () => {
  const secs = sections();
  const camp = plan(sandpiper(), secs, { disposalNm: 12, volumeOf: (s) => volume(s) });
  assert.match(notice(secs, camp, []), /No tide window for loaded hoppers\n$/);
});
