import { percentOf } from './money';

// A company booking several delegates at once gets a group discount on the passes.
export function groupPercent(delegates: number): number {
  if (delegates >= 10) return 15;
  if (delegates >= 5) return 10;
  return 0;
}

export interface PromoCode {
  code: string;
  percent: number;
  expires: string;
}

export const PROMO_CODES: PromoCode[] = [
  { code: 'SPEAKERFRIEND', percent: 20, expires: '2027-05-01' },
  { code: 'NEWSLETTER', percent: 5, expires: '2027-04-15' },
];

export function findPromo(code: string): PromoCode | undefined {
  return PROMO_CODES.find((p) => p.code === code.trim().toUpperCase());
}

// Only the larger of the group discount and a promo code applies.
export function bestDiscount(passesPence: number, delegates: number, promo?: PromoCode): number {
  const percent = Math.max(groupPercent(delegates), promo ? promo.percent : 0);
  return percentOf(passesPence, percent);
}
