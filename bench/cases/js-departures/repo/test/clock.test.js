'use strict';

const assert = require('node:assert/strict');
const { parseTime, formatTime } = require('../lib/clock');

describe('clock', () => {
  it('reads HH:MM as minutes, past midnight too', () => {
    assert.equal(parseTime('07:45'), 465);
    assert.equal(parseTime('7:05'), 425);
    assert.equal(parseTime('24:10'), 1450);
  });

  it('refuses what is not a time', () => {
    assert.throws(() => parseTime('7.45'), /not a time/);
    assert.throws(() => parseTime('07:60'), /not a time/);
  });

  it('prints minutes back on the clock', () => {
    assert.equal(formatTime(465), '07:45');
    assert.equal(formatTime(1450), '00:10');
    assert.equal(formatTime(0), '00:00');
  });
});
