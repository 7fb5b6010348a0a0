import { addPercent, formatPence, sum } from './util/money.js';
import { isWeekend } from './util/time.js';

export const PRICES = { adult: 650, child: 350, concession: 450 };
export const PEAK_PERCENT = 20;

// Summer holidays, inclusive, as "MM-DD".
const SUMMER = ['07-22', '09-01'];

export function isPeak(day) {
  const md = day.slice(5);
  return isWeekend(day) || (md >= SUMMER[0] && md <= SUMMER[1]);
}

export function price(kind, day) {
  const base = PRICES[kind];
  if (base === undefined) {
    throw new Error(`unknown ticket: ${kind}`);
  }
  return isPeak(day) ? addPercent(base, PEAK_PERCENT) : base;
}

// Total of a basket such as { adult: 2, child: 1 }.
export function basketTotal(basket, day) {
  return sum(Object.entries(basket).map(([kind, count]) => price(kind, day) * count));
}

export function receipt(basket, day) {
  const lines = Object.entries(basket).map(
    ([kind, count]) => `${count} x ${kind.padEnd(10)} ${formatPence(price(kind, day) * count)}`,
  );
  lines.push(`total          ${formatPence(basketTotal(basket, day))}`);
  return lines;
}
