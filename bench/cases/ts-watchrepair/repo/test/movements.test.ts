import {
  beatsPerSecond,
  findMovement,
  frequencyHz,
  isStandardBeatRate,
  rateFromDrift,
  requireMovement,
} from '../src/movements';

describe('catalogue', () => {
  it('finds a calibre however it is spelled', () => {
    expect(findMovement('ETA 2824-2')?.beatsPerHour).toBe(28800);
    expect(findMovement('eta2824.2')?.calibre).toBe('ETA 2824-2');
    expect(findMovement('valjoux 7750')?.chronograph).toBe(true);
    expect(findMovement('Seiko 7S26')).toBeUndefined();
  });

  it('refuses an unknown calibre when one is required', () => {
    expect(() => requireMovement('Seiko 7S26')).toThrow('unknown calibre: Seiko 7S26');
    expect(requireMovement('Unitas 6498').winding).toBe('manual');
  });
});

describe('balance arithmetic', () => {
  it('counts beats and oscillations', () => {
    const eta = requireMovement('ETA 2824-2');
    expect(beatsPerSecond(eta)).toBe(8);
    expect(frequencyHz(eta)).toBe(4);
    expect(frequencyHz(requireMovement('Zenith El Primero 400'))).toBe(5);
    expect(beatsPerSecond(requireMovement('Miyota 8215'))).toBe(6);
  });

  it('turns a drift against the reference into a daily rate', () => {
    expect(rateFromDrift(3, 12)).toBe(6);
    expect(rateFromDrift(-10, 48)).toBe(-5);
    expect(rateFromDrift(1.5, 24)).toBe(1.5);
    expect(() => rateFromDrift(2, 0)).toThrow('observation period must be positive');
  });

  it('knows the usual beat rates', () => {
    expect(isStandardBeatRate(21600)).toBe(true);
    expect(isStandardBeatRate(28000)).toBe(false);
  });
});
