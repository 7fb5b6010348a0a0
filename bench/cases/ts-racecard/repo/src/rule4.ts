import { type Odds, toDecimal } from './odds';
import type { Race } from './race';

/** Tattersalls Rule 4 bands: a withdrawn runner at this decimal price or shorter costs this many pence per pound. */
const BANDS: [number, number][] = [
  [1.3, 75],
  [1.4, 70],
  [1.53, 65],
  [1.62, 60],
  [1.8, 55],
  [1.95, 50],
  [2.2, 45],
  [2.5, 40],
  [2.85, 35],
  [3.4, 30],
  [4.2, 25],
  [5.5, 20],
  [6.5, 15],
  [10, 10],
  [15, 5],
];

/** Pence per pound deducted from winnings for one withdrawn runner. */
export function deductionFor(price: Odds): number {
  const dec = toDecimal(price);
  for (const [upTo, pence] of BANDS) {
    if (dec <= upTo) {
      return pence;
    }
  }
  return 0;
}

/** Combined deduction for several withdrawals, capped at 75p in the pound. */
export function totalDeduction(prices: Odds[]): number {
  const sum = prices.reduce((acc, p) => acc + deductionFor(p), 0);
  return Math.min(sum, 75);
}

/** The Rule 4 deduction for a race: every runner withdrawn after the market formed, at its price when it came out. */
export function withdrawalDeduction(race: Race): number {
  const prices = race.withdrawn.map((name) => race.runners.find((r) => r.name === name)!.sp);
  return totalDeduction(prices);
}
