'use strict';

const { signatures, leadDays, isRush, jobPrice } = require('../src/pricing');

const job = (over = {}) => ({
  pages: 192,
  copies: 2,
  cover: 'cloth',
  orderedOn: '2026-03-02',
  dueOn: '2026-03-30',
  ...over,
});

describe('pricing', () => {
  test('signatures are sixteen pages, rounded up', () => {
    expect(signatures(16)).toBe(1);
    expect(signatures(17)).toBe(2);
    expect(signatures(192)).toBe(12);
  });

  test('lead time in days from order to due date', () => {
    expect(leadDays(job())).toBe(28);
    expect(leadDays(job({ orderedOn: '2026-02-27', dueOn: '2026-03-02' }))).toBe(3);
  });

  test('a lead time under ten days is a rush', () => {
    expect(isRush(job({ dueOn: '2026-03-11' }))).toBe(true);
    expect(isRush(job({ dueOn: '2026-03-12' }))).toBe(false);
  });

  test('cover plus signatures, per copy', () => {
    expect(jobPrice(job())).toBe(2380);
  });

  test('rush adds a quarter, trade takes a tenth off', () => {
    expect(jobPrice(job({ dueOn: '2026-03-09' }))).toBe(2975);
    expect(jobPrice(job({ dueOn: '2026-03-09' }), { trade: true })).toBe(2678);
  });

  test('an unknown cover is an error', () => {
    expect(() => jobPrice(job({ cover: 'vellum' }))).toThrow('unknown cover: vellum');
  });
});
