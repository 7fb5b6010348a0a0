'use strict';

const test = require('tape');
const { parseLength, areaM2, roundUpMm, formatPence, mmToM } = require('../lib/units');

test('parseLength reads metric measurements', (t) => {
  t.equal(parseLength('4.2m'), 4200);
  t.equal(parseLength('4200mm'), 4200);
  t.equal(parseLength('420 cm'), 4200);
  t.equal(parseLength('3.65 m'), 3650);
  t.equal(parseLength(2750), 2750);
  t.end();
});

test('parseLength reads feet and inches', (t) => {
  t.equal(parseLength('13ft 6in'), 4115);
  t.equal(parseLength("12' 0\""), 3658);
  t.equal(parseLength('10ft'), 3048);
  t.throws(() => parseLength('a bit'), /cannot read length/);
  t.throws(() => parseLength('4.2 yards'), /cannot read length/);
  t.end();
});

test('areas and rounding', (t) => {
  t.equal(areaM2(4000, 5300), 21.2);
  t.equal(roundUpMm(5201, 100), 5300);
  t.equal(roundUpMm(5300, 100), 5300);
  t.equal(mmToM(3650), 3.65);
  t.end();
});

test('formatPence', (t) => {
  t.equal(formatPence(123456), '£1,234.56');
  t.equal(formatPence(5), '£0.05');
  t.equal(formatPence(-2500), '-£25.00');
  t.equal(formatPence(100000000), '£1,000,000.00');
  t.end();
});
