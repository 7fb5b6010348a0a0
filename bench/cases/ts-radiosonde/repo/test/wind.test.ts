import { describe, expect, it } from 'vitest';
import { parseSounding } from '../src/sounding';
import { bulkShear, magnitude, windComponents } from '../src/wind';
import { SUMMER } from './fixtures';

describe('windComponents', () => {
  it('a southerly blows toward the north', () => {
    const w = windComponents(180, 10);
    expect(w.u).toBeCloseTo(0, 6);
    expect(w.v).toBeCloseTo(5.144, 3);
  });

  it('a westerly blows toward the east', () => {
    const w = windComponents(270, 20);
    expect(w.u).toBeCloseTo(10.289, 3);
    expect(magnitude(w)).toBeCloseTo(10.289, 3);
  });
});

describe('bulkShear', () => {
  it('surface to about 6 km', () => {
    const levels = parseSounding(SUMMER);
    // surface 180°/10 kt against 250°/40 kt at 5800 m
    expect(bulkShear(levels, 6000)).toBeCloseTo(19.43, 1);
  });
});
