import { bestDiscount, findPromo, groupPercent } from '../src/discounts';

describe('discounts', () => {
  it('gives a group discount from five delegates', () => {
    expect(groupPercent(4)).toBe(0);
    expect(groupPercent(7)).toBe(10);
    expect(groupPercent(12)).toBe(15);
  });

  it('finds a promo code whatever its case', () => {
    expect(findPromo(' newsletter ')?.percent).toBe(5);
    expect(findPromo('NOPE')).toBeUndefined();
  });

  it('applies only the larger discount', () => {
    const promo = findPromo('SPEAKERFRIEND');
    expect(bestDiscount(100000, 7, promo)).toBe(20000);
    expect(bestDiscount(100000, 12, findPromo('NEWSLETTER'))).toBe(15000);
  });
});
