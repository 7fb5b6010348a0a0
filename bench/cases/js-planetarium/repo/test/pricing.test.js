'use strict';

const assert = require('node:assert/strict');
const { quote, isFamily, priceFor } = require('../lib/pricing');

const evening = { title: 'The Winter Sky', slot: 'evening' };
const matinee = { title: 'Rocket Science for Small People', slot: 'matinee' };

describe('pricing', () => {
  it('prices one adult at the evening rate', () => {
    assert.equal(priceFor({ name: 'Ada', age: 40 }, evening), 1250);
  });

  it('takes 20% off for members', () => {
    assert.equal(priceFor({ name: 'Ada', age: 40, member: true }, evening), 1000);
  });

  it('knows a family when it sees one', () => {
    assert.equal(isFamily([{ age: 41 }, { age: 9 }, { age: 3 }]), true);
    assert.equal(isFamily([{ age: 41 }, { age: 9 }]), false);
    assert.equal(isFamily([{ age: 70 }, { age: 9 }, { age: 6 }]), false);
  });

  it('quotes a family of four at a matinee with 10% off', () => {
    const party = [
      { name: 'Sam', age: 38 },
      { name: 'Jo', age: 36 },
      { name: 'Lily', age: 8 },
      { name: 'Finn', age: 3 },
    ];
    const q = quote(party, matinee);
    assert.equal(q.subtotal, 950 + 950 + 600 + 600);
    assert.equal(q.total, 2790);
    assert.equal(q.printed, '£27.90');
  });

  it('quotes a grandparent and a grandchild without the family discount', () => {
    const q = quote([{ name: 'Pat', age: 71 }, { name: 'Max', age: 3 }], evening);
    assert.deepEqual(q.lines, [
      { name: 'Pat', pence: 950 },
      { name: 'Max', pence: 750 },
    ]);
    assert.equal(q.total, 1700);
  });

  it('refuses an empty party and an unknown slot', () => {
    assert.throws(() => quote([], evening), /empty party/);
    assert.throws(() => quote([{ age: 30 }], { slot: 'midnight' }), /unknown slot/);
  });
});
