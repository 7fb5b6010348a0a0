'use strict';

const { parseM3U, toM3U, splitDisplayName } = require('../src/m3u');
const { library } = require('./library');

const SAMPLE = `#EXTM3U
#EXTINF:322,Dave Brubeck - Take Five
#EXT-X-META:genre="jazz" rating="4"
jazz/take-five.mp3

# a comment
#EXTINF:168,Paranoid
rock/paranoid.mp3
`;

describe('parseM3U', () => {
  test('reads tracks with their directives', () => {
    const tracks = parseM3U(SAMPLE);
    expect(tracks).toHaveLength(2);
    expect(tracks[0]).toEqual({
      path: 'jazz/take-five.mp3',
      artist: 'Dave Brubeck',
      title: 'Take Five',
      duration: 322,
      genre: 'jazz',
      rating: 4,
    });
    expect(tracks[1].artist).toBe('');
    expect(tracks[1].title).toBe('Paranoid');
    expect(tracks[1].rating).toBe(0);
  });

  test('takes a bare path as a track of unknown length', () => {
    expect(parseM3U('song.mp3\n')).toEqual([
      { path: 'song.mp3', title: '', artist: '', duration: 0, genre: '', rating: 0 },
    ]);
  });
});

describe('toM3U', () => {
  test('round-trips a library', () => {
    const tracks = library();
    expect(parseM3U(toM3U(tracks))).toEqual(tracks);
  });

  test('splits display names on the first dash', () => {
    expect(splitDisplayName('A - B - C')).toEqual({ artist: 'A', title: 'B - C' });
  });
});
