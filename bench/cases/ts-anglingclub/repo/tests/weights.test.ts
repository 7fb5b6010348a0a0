import {
  formatWeight,
  gramsToOunces,
  ouncesToKg,
  splitOunces,
  toOunces,
} from '../src/weights';

describe('toOunces', () => {
  it('adds pounds and ounces', () => {
    expect(toOunces(12, 4)).toBe(196);
    expect(toOunces(0, 9)).toBe(9);
    expect(toOunces(3)).toBe(48);
  });

  it('rejects a negative weight or 16 ounces and more', () => {
    expect(() => toOunces(-1, 0)).toThrow(RangeError);
    expect(() => toOunces(1, 16)).toThrow('ounces must be below 16, got 16');
  });
});

describe('splitOunces and formatWeight', () => {
  it('splits into pounds and ounces', () => {
    expect(splitOunces(196)).toEqual({ pounds: 12, ounces: 4 });
    expect(splitOunces(15.6)).toEqual({ pounds: 1, ounces: 0 });
  });

  it('prints the weight as on the scales', () => {
    expect(formatWeight(196)).toBe('12lb 4oz');
    expect(formatWeight(9)).toBe('0lb 9oz');
    expect(formatWeight(48)).toBe('3lb');
  });
});

describe('metric', () => {
  it('converts grams to ounces', () => {
    expect(gramsToOunces(453.59237)).toBeCloseTo(16, 6);
  });

  it('gives kilograms to one place', () => {
    expect(ouncesToKg(196)).toBe(5.6);
    expect(ouncesToKg(16)).toBe(0.5);
  });
});
