'use strict';

const { parseDuration, formatDuration, makeTrack } = require('../src/track');

describe('parseDuration', () => {
  test('reads m:ss and h:mm:ss', () => {
    expect(parseDuration('3:45')).toBe(225);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration(' 0:07 ')).toBe(7);
  });

  test('reads plain seconds', () => {
    expect(parseDuration('95')).toBe(95);
    expect(parseDuration(12.6)).toBe(13);
  });

  test('rejects what is not a duration', () => {
    expect(parseDuration('3:75')).toBeNull();
    expect(parseDuration('1:60:00')).toBeNull();
    expect(parseDuration('soon')).toBeNull();
    expect(parseDuration(-4)).toBeNull();
  });
});

describe('formatDuration', () => {
  test('uses m:ss under an hour', () => {
    expect(formatDuration(225)).toBe('3:45');
    expect(formatDuration(7)).toBe('0:07');
  });

  test('uses h:mm:ss from an hour on', () => {
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(3600)).toBe('1:00:00');
  });
});

describe('makeTrack', () => {
  test('normalises the fields', () => {
    expect(makeTrack({ path: 'a.mp3', title: ' A ', duration: '1:00', genre: 'Jazz', rating: '4' })).toEqual({
      path: 'a.mp3',
      title: 'A',
      artist: '',
      duration: 60,
      genre: 'jazz',
      rating: 4,
    });
  });

  test('rejects a bad rating or duration', () => {
    expect(() => makeTrack({ path: 'a.mp3', rating: 7 })).toThrow('rating out of range');
    expect(() => makeTrack({ path: 'a.mp3', duration: 'x' })).toThrow('bad duration');
  });
});
