import { describe, it, expect } from 'vitest';
import { makeReservoir } from '../src/reservoir.js';
import { phCorrection } from '../src/ph.js';

describe('phCorrection', () => {
  const reservoir = makeReservoir({ capacity: 100 });

  it('does nothing inside the range', () => {
    expect(phCorrection(reservoir, 5.9)).toBe(null);
  });

  it('brings a high pH down to the top of the range', () => {
    expect(phCorrection(reservoir, 6.8)).toEqual({ direction: 'down', ml: 7.2 });
  });

  it('brings a low pH up to the bottom of the range', () => {
    expect(phCorrection(reservoir, 5.2)).toEqual({ direction: 'up', ml: 6 });
  });
});
