'use strict';

const { toJob, toCustomer } = require('../src/mapper');

describe('mapper', () => {
  test('a job row becomes a job', () => {
    const job = toJob({
      id: 7,
      customer_id: 3,
      title: 'Atlas',
      page_count: 64,
      copies: 1,
      cover: 'paper',
      ordered_on: '2026-01-05',
      due_on: '2026-01-30',
    });
    expect(job).toMatchObject({ id: 7, customerId: 3, title: 'Atlas', pages: 64, copies: 1, cover: 'paper' });
  });

  test('a customer row becomes a customer', () => {
    expect(toCustomer({ id: 1, name: 'Hollis Books', is_trade: 1 })).toEqual({
      id: 1,
      name: 'Hollis Books',
      trade: true,
    });
    expect(toCustomer({ id: 2, name: 'Ada Marsh', is_trade: 0 }).trade).toBe(false);
  });
});
