import { test } from 'node:test';
import assert from 'node:assert/strict';

import { allocate } from '../src/allocate.js';
import { Calendar } from '../src/bookings.js';
import { berths, boats } from '../fixtures/plan.js';

const ARRIVE = '2025-07-14';
const LEAVE = '2025-07-16';

function everyone() {
  return [boats.puffin(), boats.kittiwake(), boats.seaSwift(), boats.dunlin(), boats.albatross()];
}

test('smallest berth that fits, biggest boats first', () => {
  const result = allocate(everyone(), berths(), new Calendar(), ARRIVE, LEAVE);
  assert.deepEqual(result.placed, [
    { boat: 'Sea Swift', berth: 'C1' },
    { boat: 'Kittiwake', berth: 'B2' },
    { boat: 'Puffin', berth: 'A3' },
    { boat: 'Dunlin', berth: 'A1' },
  ]);
  assert.deepEqual(result.turnedAway, [{ boat: 'Albatross', why: 'too long' }]);
});

test('booked berths are skipped', () => {
  const calendar = new Calendar();
  calendar.book('B2', 'Resident', '2025-07-01', '2025-07-15');
  const result = allocate([boats.kittiwake()], berths(), calendar, ARRIVE, LEAVE);
  assert.deepEqual(result.placed, [{ boat: 'Kittiwake', berth: 'C2' }]);
  assert.deepEqual(calendar.occupied('2025-07-14'), ['B2', 'C2']);
});

test('a full marina says so', () => {
  const calendar = new Calendar();
  for (const berth of berths()) {
    calendar.book(berth.id, 'Rally', '2025-07-10', '2025-07-20');
  }
  const result = allocate([boats.dunlin()], berths(), calendar, ARRIVE, LEAVE);
  assert.deepEqual(result.turnedAway, [{ boat: 'Dunlin', why: 'marina full' }]);
});

test('reasons are collected when nothing fits', () => {
  const result = allocate([boats.seaSwift()], berths().slice(0, 5), new Calendar(), ARRIVE, LEAVE);
  assert.deepEqual(result.turnedAway, [{ boat: 'Sea Swift', why: 'too long, too wide' }]);
});
