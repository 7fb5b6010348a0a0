'use strict';

const { createStore } = require('../src/store');

describe('store', () => {
  test('insert gives the next id and get returns a copy', () => {
    const store = createStore({ jobs: [{ id: 4, title: 'a' }] });
    const row = store.insert('jobs', { title: 'b' });
    expect(row.id).toBe(5);
    const got = store.get('jobs', 5);
    got.title = 'changed';
    expect(store.get('jobs', 5).title).toBe('b');
  });

  test('find filters rows', () => {
    const store = createStore({ jobs: [{ id: 1, cover: 'paper' }, { id: 2, cover: 'cloth' }] });
    expect(store.find('jobs', (r) => r.cover === 'cloth')).toEqual([{ id: 2, cover: 'cloth' }]);
  });
});
