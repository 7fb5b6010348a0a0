import type { Race } from './race';
import { type Bet, outlay, settle } from './settle';

export interface Ledger {
  bets: number;
  staked: number;
  returned: number;
  /** The book's profit in pence: stakes taken less returns paid. */
  profit: number;
}

/** Settles every bet on a race and sums the book. */
export function settleAll(bets: Bet[], race: Race): Ledger {
  let staked = 0;
  let returned = 0;
  for (const bet of bets) {
    staked += outlay(bet);
    returned += settle(bet, race);
  }
  return { bets: bets.length, staked, returned, profit: staked - returned };
}

/** Pence as "£1,234.56". */
export function formatPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100).toLocaleString('en-GB');
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}
