import { describe, expect, it } from 'vitest';
import { BoutError, decideBout, sheetEntry } from '../src/bout';

describe('decideBout', () => {
  it('gives the bout to the fencer who reaches the touch limit', () => {
    expect(decideBout('pool', 'A', 'B', 3, 5).winner).toBe('B');
    expect(decideBout('de', 'A', 'B', 15, 14).winner).toBe('A');
  });

  it('decides on score when time runs out', () => {
    expect(decideBout('pool', 'A', 'B', 3, 2, { timeExpired: true }).winner).toBe('A');
    expect(decideBout('de', 'A', 'B', 9, 11, { timeExpired: true }).winner).toBe('B');
  });

  it('gives level scores to the fencer with priority', () => {
    expect(decideBout('pool', 'A', 'B', 4, 4, { timeExpired: true, priority: 'right' }).winner).toBe('B');
    expect(() => decideBout('pool', 'A', 'B', 4, 4, { timeExpired: true })).toThrow(BoutError);
  });

  it('rejects impossible score sheets', () => {
    expect(() => decideBout('pool', 'A', 'B', 6, 2)).toThrow(/over the 5 touches/);
    expect(() => decideBout('pool', 'A', 'B', 5, 5)).toThrow(BoutError);
    expect(() => decideBout('pool', 'A', 'B', -1, 5)).toThrow(BoutError);
    expect(() => decideBout('de', 'A', 'B', 10, 8)).toThrow(/not finished/);
    expect(() => decideBout('pool', 'A', 'A', 5, 0)).toThrow(BoutError);
  });
});

describe('sheetEntry', () => {
  it('writes each fencer\'s view of the bout', () => {
    const r = decideBout('pool', 'A', 'B', 2, 5);
    expect(sheetEntry(r, 'A')).toBe('D2-5');
    expect(sheetEntry(r, 'B')).toBe('V5-2');
  });
});
