import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SessionFullError, Timetable } from '../src/sessions.js';
import { atClock } from '../src/util/time.js';

function saturday() {
  return new Timetable('2026-06-13')
    .add({ name: 'Early lengths', start: '06:30', length: 90, lanes: 4 })
    .add({ name: 'Family swim', start: '10:00', length: 120 })
    .add({ name: 'Evening lengths', start: '18:00', length: 60, lanes: 5 });
}

test('a session ends its length after it starts', () => {
  const day = saturday();
  assert.equal(day.endsAt(day.find('Early lengths')).toISOString(), '2026-06-13T08:00:00.000Z');
});

test('sessions open at an instant', () => {
  const day = saturday();
  const names = (at) => day.openAt(atClock('2026-06-13', at)).map((s) => s.name);
  assert.deepEqual(names('07:59'), ['Early lengths']);
  assert.deepEqual(names('08:00'), []);
  assert.deepEqual(names('11:30'), ['Family swim']);
});

test('bookings stop at the lanes capacity', () => {
  const day = saturday();
  assert.equal(day.book('Early lengths', 20), 20);
  assert.equal(day.book('Early lengths', 4), 24);
  assert.throws(() => day.book('Early lengths'), SessionFullError);
});

test('the gate board', () => {
  const day = saturday();
  day.book('Family swim', 3);
  assert.deepEqual(day.board(), [
    '06:30-08:00  Early lengths   0/24',
    '10:00-12:00  Family swim     3/36',
    '18:00-19:00  Evening lengths 0/30',
  ]);
});

test('a session needs a positive length', () => {
  assert.throws(() => new Timetable('2026-06-13').add({ name: 'Bad', start: '09:00', length: 0 }), RangeError);
});
