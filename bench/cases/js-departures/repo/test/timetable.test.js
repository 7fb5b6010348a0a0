'use strict';

const assert = require('node:assert/strict');
const { Timetable } = require('../lib/timetable');
const routes = require('./routes');

const day = (iso) => new Date(`${iso}T00:00:00Z`);
const tt = new Timetable(routes, { holidays: ['2025-12-25', '2026-12-26'] });

describe('Timetable', () => {
  it('lists the next departures of every route at a stop', () => {
    assert.deepEqual(tt.departures('Market Square', day('2025-06-03'), '07:20', 3), [
      { route: '7', to: 'University', time: '07:30' },
      { route: '12', to: 'Harbour', time: '07:45' },
      { route: '7', to: 'University', time: '08:00' },
    ]);
  });

  it('counts the bus after midnight in the evening it leaves', () => {
    assert.deepEqual(tt.departures('Market Square', day('2025-06-03'), '18:00'), [
      { route: '12', to: 'Harbour', time: '18:15' },
      { route: '12', to: 'Harbour', time: '00:10' },
    ]);
  });

  it('runs the Saturday timetable on Saturdays', () => {
    assert.deepEqual(tt.departures('Market Square', day('2025-06-07'), '12:00'), [
      { route: '12', to: 'Harbour', time: '12:30' },
      { route: '7', to: 'University', time: '13:00' },
      { route: '12', to: 'Harbour', time: '14:30' },
    ]);
  });

  it('runs the Sunday timetable on holidays', () => {
    assert.deepEqual(tt.departures('Market Square', day('2025-12-25'), '09:00'), [
      { route: '12', to: 'Harbour', time: '10:00' },
      { route: '7', to: 'University', time: '11:00' },
      { route: '12', to: 'Harbour', time: '14:00' },
    ]);
    assert.deepEqual(tt.departures('Market Square', day('2026-12-26'), '12:00'), [
      { route: '12', to: 'Harbour', time: '14:00' },
    ]);
  });

  it('has nothing for a stop a route does not serve that day', () => {
    assert.deepEqual(tt.departures('Harbour', day('2025-06-08'), '00:00'), []);
  });
});
