'use strict';

const { createStore } = require('../src/store');

function sampleStore() {
  return createStore({
    customers: [
      { id: 1, name: 'Hollis Books', is_trade: 1 },
      { id: 2, name: 'Ada Marsh', is_trade: 0 },
    ],
    jobs: [
      {
        id: 1,
        customer_id: 2,
        title: 'Parish records 1840-1860',
        page_count: 192,
        copies: 2,
        cover: 'cloth',
        ordered_on: '2026-03-02',
        due_on: '2026-03-30',
      },
      {
        id: 2,
        customer_id: 1,
        title: 'Poems, second printing',
        page_count: 40,
        copies: 50,
        cover: 'paper',
        ordered_on: '2026-03-10',
        due_on: '2026-03-16',
      },
      {
        id: 3,
        customer_id: 1,
        title: 'Estate ledger',
        page_count: 96,
        copies: 3,
        cover: 'leather',
        ordered_on: '2026-03-01',
        due_on: '2026-04-01',
      },
      {
        id: 4,
        customer_id: 2,
        title: 'Thesis',
        page_count: 120,
        copies: 1,
        cover: 'cloth',
        ordered_on: '2026-03-20',
        due_on: '2026-03-27',
      },
    ],
  });
}

module.exports = { sampleStore };
