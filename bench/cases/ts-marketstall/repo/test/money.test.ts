import { describe, expect, it } from 'vitest';
import { formatMoney, percentOf, sum } from '../src/money';

describe('money', () => {
  it('formats pence as pounds', () => {
    expect(formatMoney(1250)).toBe('£12.50');
    expect(formatMoney(5)).toBe('£0.05');
    expect(formatMoney(-360)).toBe('-£3.60');
  });

  it('takes a percentage to the nearest penny', () => {
    expect(percentOf(1800, 10)).toBe(180);
    expect(percentOf(1250, 5)).toBe(63);
  });

  it('adds up', () => {
    expect(sum([])).toBe(0);
    expect(sum([100, 250, 5])).toBe(355);
  });
});
