const { parseNote, noteName, frequency, transpose } = require('../src/notes');

describe('notes', () => {
  test('parses names with sharps and flats', () => {
    expect(parseNote('C4')).toBe(60);
    expect(parseNote('A4')).toBe(69);
    expect(parseNote('F#3')).toBe(54);
    expect(parseNote('Gb3')).toBe(54);
    expect(parseNote('B1')).toBe(35);
  });

  test('rejects what is not a note', () => {
    expect(() => parseNote('H2')).toThrow('not a note');
    expect(() => parseNote('E')).toThrow('not a note');
  });

  test('names midi numbers back', () => {
    expect(noteName(40)).toBe('E2');
    expect(noteName(70)).toBe('A#4');
  });

  test('frequency in equal temperament from A440', () => {
    expect(frequency('A4')).toBe(440);
    expect(frequency('E2')).toBeCloseTo(82.407, 3);
    expect(frequency('E4')).toBeCloseTo(329.628, 3);
    expect(frequency('A4', 432)).toBe(432);
  });

  test('transposes by semitones', () => {
    expect(transpose('E2', -2)).toBe('D2');
    expect(transpose('B3', 1)).toBe('C4');
  });
});
