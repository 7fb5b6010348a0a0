/** A fractional price, e.g. 5/2 (win 5 for every 2 staked). */
export interface Odds {
  num: number;
  den: number;
}

export const EVENS: Odds = { num: 1, den: 1 };

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Parses "5/2", "11-10", "evens" or "evs". */
export function parseOdds(text: string): Odds {
  const s = text.trim().toLowerCase();
  if (s === 'evens' || s === 'evs' || s === 'ev') {
    return { ...EVENS };
  }
  const m = /^(\d+)\s*[/-]\s*(\d+)$/.exec(s);
  if (!m) {
    throw new Error(`not a price: "${text}"`);
  }
  const num = Number(m[1]);
  const den = Number(m[2]);
  if (num === 0 || den === 0) {
    throw new Error(`not a price: "${text}"`);
  }
  return { num, den };
}

/** Decimal odds: the return per unit staked, stake included (5/2 is 3.5). */
export function toDecimal(odds: Odds): number {
  return 1 + odds.num / odds.den;
}

export function formatOdds(odds: Odds): string {
  const g = gcd(odds.num, odds.den);
  const num = odds.num / g;
  const den = odds.den / g;
  return num === den ? 'evens' : `${num}/${den}`;
}

/** A fraction of the odds, as each-way place terms pay: 1/4 of 5/1 is 5/4. */
export function fractionOf(odds: Odds, fraction: number): Odds {
  const denScale = Math.round(1 / fraction);
  return { num: odds.num, den: odds.den * denScale };
}
