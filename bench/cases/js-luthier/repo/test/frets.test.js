const { fretPosition, fretPositions, fretSpacing, twelfthFret } = require('../src/frets');

describe('frets', () => {
  test('the twelfth fret is half the scale', () => {
    expect(twelfthFret(25.5)).toBeCloseTo(12.75, 10);
    expect(twelfthFret(648)).toBeCloseTo(324, 10);
  });

  test('first fret of a 25.5 inch scale', () => {
    expect(fretPosition(25.5, 1)).toBeCloseTo(1.4312, 4);
    expect(fretPosition(25.5, 0)).toBe(0);
  });

  test('positions run up the neck', () => {
    const ps = fretPositions(25.5, 22);
    expect(ps).toHaveLength(22);
    expect(ps[21]).toBeCloseTo(18.3443, 4);
    for (let i = 1; i < ps.length; i++) {
      expect(ps[i]).toBeGreaterThan(ps[i - 1]);
    }
  });

  test('spacing shrinks toward the body', () => {
    expect(fretSpacing(25.5, 1)).toBeCloseTo(1.4312, 4);
    expect(fretSpacing(25.5, 2)).toBeLessThan(fretSpacing(25.5, 1));
    expect(() => fretSpacing(25.5, 0)).toThrow(RangeError);
    expect(() => fretPosition(25.5, -1)).toThrow(RangeError);
  });
});
