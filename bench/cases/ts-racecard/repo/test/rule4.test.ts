import { describe, expect, it } from 'vitest';
import { parseOdds } from '../src/odds';
import { deductionFor, totalDeduction, withdrawalDeduction } from '../src/rule4';
import { brighton, haydock } from './fixtures';

describe('deductionFor', () => {
  it('follows the bands', () => {
    expect(deductionFor(parseOdds('1/4'))).toBe(75);
    expect(deductionFor(parseOdds('evens'))).toBe(45);
    expect(deductionFor(parseOdds('6/4'))).toBe(40);
    expect(deductionFor(parseOdds('3/1'))).toBe(25);
    expect(deductionFor(parseOdds('9/1'))).toBe(10);
    expect(deductionFor(parseOdds('14/1'))).toBe(5);
    expect(deductionFor(parseOdds('16/1'))).toBe(0);
  });

  it('puts a price on a band edge in the band', () => {
    expect(deductionFor(parseOdds('5/4'))).toBe(40);
    expect(deductionFor(parseOdds('9/2'))).toBe(20);
  });
});

describe('totalDeduction', () => {
  it('adds withdrawals up to 75p', () => {
    expect(totalDeduction([parseOdds('3/1'), parseOdds('9/1')])).toBe(35);
    expect(totalDeduction([parseOdds('1/2'), parseOdds('evens')])).toBe(75);
    expect(totalDeduction([])).toBe(0);
  });
});

describe('withdrawalDeduction', () => {
  it('prices the withdrawn runners of a race', () => {
    expect(withdrawalDeduction(haydock())).toBe(25);
    expect(withdrawalDeduction(brighton())).toBe(0);
  });
});
