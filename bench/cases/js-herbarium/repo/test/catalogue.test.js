import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Catalogue } from '../src/index.js';
import { SHEETS } from './fixtures.js';

const catalogue = Catalogue.fromText(SHEETS);

test('browses every sheet ten to a page', () => {
  const view = catalogue.browse({ page: 2 });
  assert.deepEqual(view, {
    total: 30,
    page: 2,
    pages: 3,
    items: ['K00120', 'K00121', 'K00124', 'K00126', 'K00129', 'K00131', 'K00132', 'K00135', 'K00138', 'K00140'],
    links: [1, 2, 3],
  });
});

test('the last page of a family by year holds what is left', () => {
  const view = catalogue.browse({ query: { family: 'rosaceae' }, sort: 'year', page: 3, perPage: 4 });
  assert.equal(view.total, 10);
  assert.equal(view.pages, 3);
  assert.deepEqual(view.items, ['K00145', 'K00135']);
});

test('a collector search sorted by name', () => {
  const view = catalogue.browse({ query: { collector: 'hooker' }, sort: 'name', perPage: 5 });
  assert.equal(view.total, 13);
  assert.deepEqual(view.items, ['K00114', 'K00142', 'K00129', 'K00150', 'K00135']);
});

test('six to a page ends on page five', () => {
  const view = catalogue.browse({ sort: 'year', page: 5, perPage: 6 });
  assert.equal(view.pages, 5);
  assert.deepEqual(view.links, [1, null, 3, 4, 5]);
  assert.deepEqual(view.items, ['K00116', 'K00148', 'K00145', 'K00131', 'K00135', 'K00154']);
});

test('collectors are cited as on the labels, busiest first', () => {
  assert.deepEqual(catalogue.collectors(), ['J. D. Hooker (13)', 'G. C. Druce (9)', 'C. C. Babington (5)', 'P. Gibson (3)']);
});
