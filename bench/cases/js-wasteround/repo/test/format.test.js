'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const vale = require('./fixtures/vale.json');
const { RoundBook, upcomingCollections } = require('../src/rounds');
const { calendar, describeBins, percent } = require('../src/format');

test('bins with their colours', () => {
  assert.equal(describeBins(['refuse', 'food']), 'refuse (black), food (brown caddy)');
});

test('a household calendar', () => {
  const book = new RoundBook(vale.rounds);
  const forge = vale.properties[2];
  const text = calendar(forge, upcomingCollections(forge, book, '2025-03-03', 3));
  assert.equal(text, [
    'Collections for The Old Forge',
    'Fri 2025-03-07  week B  recycling (blue), glass (purple), food (brown caddy)',
    'Fri 2025-03-14  week A  refuse (black), food (brown caddy)',
    'Fri 2025-03-21  week B  recycling (blue), glass (purple), food (brown caddy)',
    '',
  ].join('\n'));
});

test('percentages to one decimal place', () => {
  assert.equal(percent(7640 / 26000), '29.4%');
});
