import { describe, expect, it } from 'vitest';
import { parseSounding, surface, valueAt } from '../src/sounding';
import { SUMMER } from './fixtures';

describe('parseSounding', () => {
  it('reads every row and sorts from the surface up', () => {
    const levels = parseSounding(SUMMER);
    expect(levels).toHaveLength(11);
    expect(levels.map((l) => l.pressure).slice(0, 5)).toEqual([1000, 925, 850, 700, 500]);
    expect(surface(levels)).toEqual({ pressure: 1000, height: 110, temp: 24, dewpoint: 18, windDir: 180, windSpeed: 10 });
  });

  it('rejects a short row', () => {
    expect(() => parseSounding('850 1500 16.0 12.0 220')).toThrow(/bad sounding row/);
  });
});

describe('valueAt', () => {
  const levels = parseSounding(SUMMER);

  it('returns a reported level exactly', () => {
    expect(valueAt(levels, 700, 'temp')).toBe(6);
    expect(valueAt(levels, 500, 'height')).toBe(5800);
  });

  it('interpolates in log-pressure', () => {
    // 600 hPa lies 0.458 of the way from 700 to 500 in ln p
    expect(valueAt(levels, 600, 'temp')).toBeCloseTo(-0.872, 2);
  });

  it('is null outside the sounding', () => {
    expect(valueAt(levels, 1020, 'temp')).toBeNull();
    expect(valueAt(levels, 50, 'temp')).toBeNull();
  });
});
