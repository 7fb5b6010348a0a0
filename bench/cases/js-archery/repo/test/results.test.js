'use strict';

const assert = require('node:assert/strict');
const { scorecard } = require('../lib/scorecard');
const { results } = require('../lib/results');
const { resultsTable } = require('../lib/format');

const six = (end) => Array(6).fill(end);

describe('results', () => {
  it('places metric archers by score', () => {
    const rows = results([
      scorecard('Ana Ruiz', 'frostbite', six('X 10 9 9 8 8')),
      scorecard('Ben Hale', 'frostbite', six('10 10 10 9 9 9')),
      scorecard('Cai Moss', 'frostbite', six('9 9 9 8 8 8')),
    ]);
    assert.deepEqual(rows.map((r) => [r.place, r.archer, r.score]), [
      [1, 'Ben Hale', 342],
      [2, 'Ana Ruiz', 324],
      [3, 'Cai Moss', 306],
    ]);
  });

  it('breaks a metric tie on tens, X counting as a ten', () => {
    const rows = results([
      scorecard('Ana Ruiz', 'frostbite', six('X 9 9 9 9 9')),
      scorecard('Ben Hale', 'frostbite', six('10 10 9 9 9 8')),
    ]);
    assert.deepEqual(rows.map((r) => [r.place, r.archer, r.tens]), [
      [1, 'Ben Hale', 12],
      [2, 'Ana Ruiz', 6],
    ]);
  });

  it('breaks an imperial tie on hits, then golds', () => {
    const rows = results([
      scorecard('Ana Ruiz', 'warwick', Array(8).fill('9 9 9 9 M M')),
      scorecard('Ben Hale', 'warwick', Array(8).fill('9 7 7 5 5 3')),
      scorecard('Cai Moss', 'warwick', Array(8).fill('9 9 7 5 5 1')),
    ]);
    assert.deepEqual(rows.map((r) => [r.place, r.archer]), [
      [1, 'Cai Moss'],
      [2, 'Ben Hale'],
      [3, 'Ana Ruiz'],
    ]);
  });

  it('lets archers level on every key share the place', () => {
    const rows = results([
      scorecard('Cai Moss', 'frostbite', six('X 10 9 9 8 8')),
      scorecard('Ana Ruiz', 'frostbite', six('X 10 9 9 8 8')),
      scorecard('Ben Hale', 'frostbite', six('9 9 9 9 9 9')),
    ]);
    assert.deepEqual(rows.map((r) => [r.place, r.archer]), [
      [1, 'Ana Ruiz'],
      [1, 'Cai Moss'],
      [3, 'Ben Hale'],
    ]);
  });

  it('leaves out incomplete cards and refuses mixed rounds', () => {
    const done = scorecard('Ana Ruiz', 'frostbite', six('9 9 9 9 9 9'));
    const part = scorecard('Ben Hale', 'frostbite', ['10 10 10 10 10 10']);
    assert.deepEqual(results([done, part]).map((r) => r.archer), ['Ana Ruiz']);
    assert.throws(() => results([done, scorecard('Cai', 'warwick', [])]), /mix rounds/);
  });

  it('prints the results sheet with the face\'s tie-break columns', () => {
    const rows = results([
      scorecard('Ana Ruiz', 'frostbite', six('X 10 9 9 8 8')),
      scorecard('Ben Hale', 'frostbite', six('10 10 10 9 9 9')),
    ]);
    assert.equal(
      resultsTable(rows, 'frostbite'),
      [
        'Frostbite',
        'Pl  Archer                Score   tens     xs',
        '1   Ben Hale                342     18      0',
        '2   Ana Ruiz                324     12      6',
        '',
      ].join('\n'),
    );
  });
});
