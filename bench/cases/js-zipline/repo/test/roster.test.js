'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseRoster } = require('../src/roster');

test('a roster with adults and a child', () => {
  const text = 'name,age,height,weight,guardian\nMaud Finch,34,168cm,70kg,\n\nPip Okafor,9,1.31m,62lb,R. Okafor\n';
  assert.deepEqual(parseRoster(text), [
    { name: 'Maud Finch', age: 34, heightCm: 168, weightKg: 70, guardian: null },
    { name: 'Pip Okafor', age: 9, heightCm: 131, weightKg: 28.1, guardian: 'R. Okafor' },
  ]);
});

test('a line without a name is an error', () => {
  assert.throws(() => parseRoster('name,age,height,weight,guardian\n,30,170cm,70kg,\n'), /roster line 2: no name/);
});
