'use strict';

const assert = require('node:assert/strict');
const { serviceFor, isoDate } = require('../lib/calendar');

const day = (iso) => new Date(`${iso}T00:00:00Z`);

describe('calendar', () => {
  it('names the service of each day of the week', () => {
    assert.equal(serviceFor(day('2025-06-02')), 'weekday'); // a Monday
    assert.equal(serviceFor(day('2025-06-06')), 'weekday'); // a Friday
    assert.equal(serviceFor(day('2025-06-07')), 'saturday');
    assert.equal(serviceFor(day('2025-06-08')), 'sunday');
  });

  it('runs the Sunday service on a holiday that falls on a weekday', () => {
    assert.equal(serviceFor(day('2025-12-25'), ['2025-12-25']), 'sunday');
  });

  it('runs the Sunday service on a holiday that falls on a Saturday', () => {
    assert.equal(serviceFor(day('2025-11-01'), ['2025-11-01']), 'sunday');
  });

  it('writes dates as ISO days', () => {
    assert.equal(isoDate(day('2025-01-09')), '2025-01-09');
  });
});
