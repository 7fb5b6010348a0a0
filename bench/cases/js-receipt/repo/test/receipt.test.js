import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderReceipt, subtotal, resolveOptions } from '../src/index.js';

const basket = [
  { name: 'Coffee', cents: 320, qty: 2 },
  { name: 'Almond croissant', cents: 410 },
];

test('subtotal counts quantities', () => {
  assert.equal(subtotal(basket), 1050);
});

test('renders a receipt with the default options', () => {
  const out = renderReceipt(basket).split('\n');
  assert.equal(out.length, 6);
  assert.equal(out[0], '2 x Coffee                 €6.40');
  assert.equal(out[4], 'Tax 10%                    €1.05');
  assert.equal(out[5], 'Total                     €11.55');
});

test('long names are cut to the width', () => {
  const out = renderReceipt([{ name: 'Extra large seasonal pumpkin latte', cents: 595 }], { width: 24 });
  assert.equal(out.split('\n')[0], 'Extra large seaso… €5.95');
});

test('rejects a narrow receipt', () => {
  assert.throws(() => resolveOptions({ width: 8 }), RangeError);
});
