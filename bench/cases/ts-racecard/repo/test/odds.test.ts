import { describe, expect, it } from 'vitest';
import { EVENS, formatOdds, fractionOf, parseOdds, toDecimal } from '../src/odds';

describe('parseOdds', () => {
  it('reads fractional prices', () => {
    expect(parseOdds('5/2')).toEqual({ num: 5, den: 2 });
    expect(parseOdds(' 11-10 ')).toEqual({ num: 11, den: 10 });
    expect(parseOdds('100/30')).toEqual({ num: 100, den: 30 });
  });

  it('reads evens', () => {
    expect(parseOdds('Evens')).toEqual(EVENS);
    expect(parseOdds('EVS')).toEqual(EVENS);
  });

  it('rejects what is not a price', () => {
    expect(() => parseOdds('0/1')).toThrow(/not a price/);
    expect(() => parseOdds('fav')).toThrow(/not a price/);
    expect(() => parseOdds('5/')).toThrow(/not a price/);
  });
});

describe('toDecimal', () => {
  it('includes the stake', () => {
    expect(toDecimal(parseOdds('5/2'))).toBe(3.5);
    expect(toDecimal(EVENS)).toBe(2);
    expect(toDecimal(parseOdds('1/4'))).toBe(1.25);
  });
});

describe('formatOdds', () => {
  it('reduces the fraction', () => {
    expect(formatOdds({ num: 10, den: 4 })).toBe('5/2');
    expect(formatOdds({ num: 4, den: 4 })).toBe('evens');
    expect(formatOdds(parseOdds('100/30'))).toBe('10/3');
  });
});

describe('fractionOf', () => {
  it('takes a quarter or a fifth of the odds', () => {
    expect(formatOdds(fractionOf(parseOdds('5/1'), 1 / 4))).toBe('5/4');
    expect(formatOdds(fractionOf(parseOdds('9/2'), 1 / 5))).toBe('9/10');
    expect(toDecimal(fractionOf(parseOdds('4/1'), 1 / 4))).toBe(2);
  });
});
