'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { BookingBook } = require('../src/bookings');

function promenade() {
  return new BookingBook({
    east: { huts: [1, 2, 3] },
    west: { huts: [10, 11], overrides: { deposit: 8000 } },
  });
}

test('a weekend on the east row', () => {
  const book = promenade();
  const b = book.book('east', 2, '2026-07-03', 2, 'Nell');
  assert.strictEqual(b.total, 8000);
  assert.strictEqual(b.deposit, 5000);
});

test('the west row holds a bigger deposit', () => {
  const b = promenade().book('west', 10, '2026-07-06', 1, 'Owen');
  assert.deepStrictEqual([b.total, b.deposit], [2500, 8000]);
});

test('overlapping stays are refused', () => {
  const book = promenade();
  book.book('east', 1, '2026-08-01', 3, 'Pat');
  assert.throws(() => book.book('east', 1, '2026-08-03', 2, 'Quin'), /taken by Pat until 2026-08-04/);
  book.book('east', 1, '2026-08-04', 2, 'Quin');
  book.book('east', 3, '2026-08-02', 2, 'Rae');
  // Pat: Saturday, Sunday, Monday; Quin: Tuesday, Wednesday; Rae: Sunday, Monday
  assert.strictEqual(book.takings('east'), 4000 + 2500 + 2500 + (2500 + 2500) + (2500 + 2500));
});

test('no such hut', () => {
  assert.throws(() => promenade().book('west', 1, '2026-07-06', 1, 'Sid'), /no hut 1 in row west/);
});
