import { earlyBirdPrice } from '../src/tickets';

describe('earlyBirdPrice', () => {
  it('charges the early-bird price up to the last early-bird day', () => {
    expect(earlyBirdPrice('standard', '2027-02-10')).toBe(39500);
    expect(earlyBirdPrice('standard', '2027-03-31')).toBe(39500);
  });

  it('charges the full price after it', () => {
    expect(earlyBirdPrice('standard', '2027-04-01')).toBe(49500);
    expect(earlyBirdPrice('member', '2027-04-20')).toBe(37500);
  });

  it('keeps students and exhibitors at one price', () => {
    expect(earlyBirdPrice('student', '2027-05-01')).toBe(9500);
    expect(earlyBirdPrice('exhibitor', '2027-01-01')).toBe(0);
  });
});
