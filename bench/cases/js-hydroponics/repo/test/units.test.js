import { describe, it, expect } from 'vitest';
import { ecToPpm, ppmToEc, gallonsToLitres, round } from '../src/units.js';

describe('units', () => {
  it('converts EC to ppm on both scales', () => {
    expect(ecToPpm(1.6)).toBe(800);
    expect(ecToPpm(1.6, 700)).toBe(1120);
  });

  it('converts ppm back to EC', () => {
    expect(ppmToEc(800)).toBe(1.6);
    expect(ppmToEc(1120, 700)).toBe(1.6);
  });

  it('rejects an unknown scale', () => {
    expect(() => ecToPpm(1, 640)).toThrow(RangeError);
  });

  it('converts US gallons to litres', () => {
    expect(gallonsToLitres(5)).toBe(18.9);
  });

  it('rounds to the given places', () => {
    expect(round(1.25, 1)).toBe(1.3);
    expect(round(0.456, 2)).toBe(0.46);
  });
});
