import { formatGBP, percentOf, vatOn } from '../src/money';

describe('money', () => {
  it('formats pence as pounds', () => {
    expect(formatGBP(49500)).toBe('£495.00');
    expect(formatGBP(1234567)).toBe('£12,345.67');
    expect(formatGBP(-3950)).toBe('-£39.50');
  });

  it('takes a percentage to the nearest penny', () => {
    expect(percentOf(39500, 15)).toBe(5925);
    expect(percentOf(9999, 10)).toBe(1000);
    expect(vatOn(29500)).toBe(5900);
  });
});
