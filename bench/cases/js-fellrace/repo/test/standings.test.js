'use strict';

const fs = require('node:fs');
const path = require('node:path');
const test = require('node:test');
const assert = require('node:assert/strict');
const { parseResults, teamStandings, teamTable } = require('../lib');
const fixture = fs.readFileSync(path.join(__dirname, 'langdale.csv'), 'utf8');

test('gives positions in time order', () => {
  const finishers = parseResults(fixture);
  assert.equal(finishers.length, 16);
  assert.deepEqual(finishers.slice(0, 3).map((f) => f.name), ['Rob Jebb', 'Ben Abdelnoor', 'Ricky Lightfoot']);
  assert.equal(finishers.find((f) => f.bib === 116).club, null);
});

test('scores clubs on their first four counters', () => {
  const table = teamStandings(parseResults(fixture));
  assert.deepEqual(table, [
    { place: 1, club: 'Keswick', score: 27 },
    { place: 2, club: 'Ambleside', score: 40 },
    { place: 3, club: 'Borrowdale', score: 41 },
  ]);
});

test('counts three in a short-course race', () => {
  assert.equal(teamTable(fixture, 3), '1. Keswick 16\n2. Ambleside 24\n3. Borrowdale 27');
});
