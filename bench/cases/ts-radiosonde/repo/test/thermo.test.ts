import { describe, expect, it } from 'vitest';
import { dewpointFromRh, potentialTemperature, relativeHumidity, saturationVapourPressure } from '../src/thermo';

describe('moisture', () => {
  it('saturation vapour pressure at 20 °C', () => {
    expect(saturationVapourPressure(20)).toBeCloseTo(23.37, 1);
  });

  it('relative humidity and dew point are inverses', () => {
    const rh = relativeHumidity(24, 18);
    expect(rh).toBeCloseTo(68.8, 0);
    expect(dewpointFromRh(24, rh)).toBeCloseTo(18, 6);
  });
});

describe('potentialTemperature', () => {
  it('is the temperature itself at 1000 hPa', () => {
    expect(potentialTemperature(15, 1000)).toBeCloseTo(15, 6);
  });

  it('warms air brought down from 850 hPa', () => {
    expect(potentialTemperature(16, 850)).toBeCloseTo(29.74, 1);
  });
});
