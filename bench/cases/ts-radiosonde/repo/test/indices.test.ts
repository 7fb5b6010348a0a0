import { describe, expect, it } from 'vitest';
import { parseSounding } from '../src/sounding';
import { freezingLevel, kIndex, lapseRate, totalTotals, tropopause } from '../src/indices';
import { SUMMER, WINTER } from './fixtures';

const summer = parseSounding(SUMMER);
const winter = parseSounding(WINTER);

describe('freezingLevel', () => {
  it('interpolates between the levels either side of 0 °C', () => {
    expect(freezingLevel(summer)).toBeCloseTo(4180, 0);
  });

  it('is the ground when it is freezing at the surface', () => {
    expect(freezingLevel(winter)).toBe(60);
  });
});

describe('stability indices', () => {
  it('K index', () => {
    expect(kIndex(summer)).toBeCloseTo(29, 5);
  });

  it('total totals', () => {
    expect(totalTotals(summer)).toBeCloseTo(46, 5);
  });

  it('needs the mandatory levels', () => {
    expect(() => kIndex(parseSounding('1000 110 24 18 180 10\n900 900 20 15 200 12'))).toThrow(/does not reach 850/);
  });
});

describe('tropopause', () => {
  it('lapse rate is positive when it cools upward', () => {
    expect(lapseRate(summer[3], summer[4])).toBeCloseTo(5.556, 2);
  });

  it('finds the first stable layer above 500 hPa', () => {
    expect(tropopause(summer)?.pressure).toBe(200);
  });
});
