'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { volume } = require('../src/channel');
const { plan } = require('../src/schedule');
const { invoice, render } = require('../src/invoice');
const { sections, sandpiper } = require('./fixtures');

const RATES = { pencePerM3: 420, disposalPencePerTrip: 15000, mobilisationPence: 2500000 };

function campaign() {
  return plan(sandpiper(), sections(), { disposalNm: 12, volumeOf: (s) => volume(s) });
}

test('invoice totals', () => {
  const inv = invoice(campaign(), RATES);
  assert.deepStrictEqual(inv.lines.map((l) => l.pence), [48888000, 1035000, 2500000]);
  assert.strictEqual(inv.net, 52423000);
  assert.strictEqual(inv.vat, 10484600);
  assert.strictEqual(inv.total, 62907600);
});

test('rendered invoice', () => {
  assert.strictEqual(
    render(invoice(campaign(), RATES)),
    [
      'dredging, 116400 m3                £488,880.00',
      'disposal, 69 trips                  £10,350.00',
      'mobilisation, Sandpiper             £25,000.00',
      'net                                £524,230.00',
      'VAT at 20%                         £104,846.00',
      'total                              £629,076.00',
    ].join('\n'),
  );
});
