'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseWeight, parseHeight } = require('../src/units');

test('weights in kilograms and pounds', () => {
  assert.equal(parseWeight('64kg'), 64);
  assert.equal(parseWeight(' 72.5 KG '), 72.5);
  assert.equal(parseWeight('141lb'), 64);
  assert.equal(parseWeight('200 lbs'), 90.7);
});

test('heights in centimetres and metres', () => {
  assert.equal(parseHeight('152cm'), 152);
  assert.equal(parseHeight('1.52m'), 152);
  assert.equal(parseHeight('1.805 m'), 180.5);
});

test('unreadable values are errors', () => {
  assert.throws(() => parseWeight('heavy'), /unreadable weight/);
  assert.throws(() => parseHeight('152'), /unreadable height/);
});
