'use strict';

const { smartPlaylist } = require('../src/smart');
const { library } = require('./library');

const titles = (tracks) => tracks.map((t) => t.title);

describe('smartPlaylist', () => {
  test('filters by genre, case-insensitively', () => {
    expect(titles(smartPlaylist(library(), { genres: ['JAZZ'] }))).toEqual(['So What', 'Take Five', 'Naima']);
  });

  test('filters by rating and track length', () => {
    const picked = smartPlaylist(library(), { minRating: 4, maxSeconds: 330 });
    expect(titles(picked)).toEqual(['Jolene', 'Paranoid', 'Take Five']);
  });

  test('sorts ascending by another key and cuts to the limit', () => {
    const picked = smartPlaylist(library(), { sortBy: 'duration', descending: false, limit: 3 });
    expect(titles(picked)).toEqual(['Jolene', 'Paranoid', 'Scarborough Fair']);
  });

  test('keeps within the time budget, skipping what overruns', () => {
    const picked = smartPlaylist(library(), { maxTotalSeconds: 900 });
    expect(titles(picked)).toEqual(['Heroes', 'Jolene', 'Paranoid', 'Scarborough Fair']);
  });

  test('with no options takes every track, best rated first', () => {
    expect(titles(smartPlaylist(library()))).toEqual([
      'Heroes',
      'So What',
      'Jolene',
      'Paranoid',
      'Take Five',
      'Naima',
      'Scarborough Fair',
      'Roadrunner',
    ]);
  });

  test('rejects an unknown sort key', () => {
    expect(() => smartPlaylist(library(), { sortBy: 'bpm' })).toThrow('unknown sort key: bpm');
  });
});
