import { test } from 'node:test';
import assert from 'node:assert/strict';

import { quote } from '../src/fees.js';
import { render, totals } from '../src/invoice.js';
import { boats } from '../fixtures/plan.js';

test('totals split out VAT', () => {
  assert.deepEqual(totals([{ item: 'x', pence: 1200 }]), { gross: 1200, net: 1000, vat: 200 });
  assert.deepEqual(totals([]), { gross: 0, net: 0, vat: 0 });
});

test('render', () => {
  const text = render('Kittiwake', quote(boats.kittiwake(), '2025-07-14', '2025-07-16'));
  assert.equal(
    text,
    [
      'Invoice: Kittiwake',
      'Berth 2025-07-14 (high)               £42.56',
      'Berth 2025-07-15 (high)               £42.56',
      'Shore power × 2                        £9.00',
      'Net                                   £78.43',
      'VAT 20%                               £15.69',
      'Total                                 £94.12',
    ].join('\n'),
  );
});
