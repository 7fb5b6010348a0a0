import { describe, it, expect } from 'vitest';
import { makeReservoir, topUp, dilutionNeeded } from '../src/reservoir.js';

describe('reservoir', () => {
  it('starts full by default', () => {
    expect(makeReservoir({ capacity: 60 })).toEqual({ capacity: 60, volume: 60, ec: 0 });
  });

  it('rejects a volume above capacity', () => {
    expect(() => makeReservoir({ capacity: 60, volume: 70 })).toThrow(RangeError);
  });

  it('mixes EC by volume on top-up', () => {
    const r = makeReservoir({ capacity: 100, volume: 50, ec: 2.0 });
    const after = topUp(r, 50, 0.4);
    expect(after.volume).toBe(100);
    expect(after.ec).toBe(1.2);
  });

  it('never overfills', () => {
    const r = makeReservoir({ capacity: 100, volume: 90, ec: 1.0 });
    expect(topUp(r, 50).volume).toBe(100);
  });

  it('works out the water to dilute a strong reservoir', () => {
    const r = makeReservoir({ capacity: 200, volume: 100, ec: 2.4 });
    expect(dilutionNeeded(r, 1.6)).toBe(50);
    expect(dilutionNeeded(r, 2.6)).toBe(0);
    expect(dilutionNeeded(r, 0.3, 0.4)).toBe(Infinity);
  });
});
