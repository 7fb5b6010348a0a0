import { describe, expect, it } from 'vitest';
import { placeTerms } from '../src/placeTerms';

describe('placeTerms', () => {
  it('pays no places under five runners', () => {
    expect(placeTerms(4, false)).toBeUndefined();
    expect(placeTerms(4, true)).toBeUndefined();
  });

  it('pays two places at a quarter for five to seven', () => {
    expect(placeTerms(5, false)).toEqual({ places: 2, fraction: 1 / 4 });
    expect(placeTerms(7, true)).toEqual({ places: 2, fraction: 1 / 4 });
  });

  it('pays three places at a fifth for eight or more', () => {
    expect(placeTerms(8, false)).toEqual({ places: 3, fraction: 1 / 5 });
    expect(placeTerms(20, false)).toEqual({ places: 3, fraction: 1 / 5 });
    expect(placeTerms(11, true)).toEqual({ places: 3, fraction: 1 / 5 });
  });

  it('pays handicaps better', () => {
    expect(placeTerms(12, true)).toEqual({ places: 3, fraction: 1 / 4 });
    expect(placeTerms(16, true)).toEqual({ places: 4, fraction: 1 / 4 });
  });
});
