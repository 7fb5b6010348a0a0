import { test } from 'node:test';
import assert from 'node:assert/strict';
import { basketTotal, isPeak, price, receipt } from '../src/tickets.js';
import { addPercent, formatPence } from '../src/util/money.js';

test('money', () => {
  assert.equal(formatPence(650), '£6.50');
  assert.equal(formatPence(-5), '-£0.05');
  assert.equal(addPercent(350, 20), 420);
  assert.equal(addPercent(455, 20), 545);
});

test('peak days', () => {
  assert.equal(isPeak('2026-06-13'), true);
  assert.equal(isPeak('2026-06-16'), false);
  assert.equal(isPeak('2026-08-04'), true);
  assert.equal(isPeak('2026-09-02'), false);
});

test('prices off peak and at peak', () => {
  assert.equal(price('adult', '2026-06-16'), 650);
  assert.equal(price('adult', '2026-06-13'), 780);
  assert.throws(() => price('dog', '2026-06-16'));
});

test('a basket and its receipt', () => {
  const basket = { adult: 2, child: 1 };
  assert.equal(basketTotal(basket, '2026-06-16'), 1650);
  assert.deepEqual(receipt(basket, '2026-06-16'), [
    '2 x adult      £13.00',
    '1 x child      £3.50',
    'total          £16.50',
  ]);
});
