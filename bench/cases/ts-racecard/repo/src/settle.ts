import { type Odds, fractionOf } from './odds';
import { placeTerms } from './placeTerms';
import { type Race, placing, runnerNamed, starters } from './race';
import { withdrawalDeduction } from './rule4';

export type BetKind = 'win' | 'each-way';

export interface Bet {
  /** Stake in pence; an each-way bet stakes this on the win and again on the place. */
  stake: number;
  kind: BetKind;
  /** The runner backed, by name. */
  horse: string;
}

/** Total outlay of a bet in pence. */
export function outlay(bet: Bet): number {
  return bet.kind === 'each-way' ? bet.stake * 2 : bet.stake;
}

/**
 * Returns of one part of a bet (win, or place at `places` places) in pence, stake included. A dead heat over
 * the last paid place divides the stake among the tied runners; the Rule 4 deduction (pence per pound)
 * comes off the winnings only.
 */
function partReturns(
  stake: number,
  odds: Odds,
  place: { position: number; tiedWith: number } | undefined,
  places: number,
  deduction: number,
): number {
  if (!place || place.position > places) {
    return 0;
  }
  const paidSlots = Math.min(places - place.position + 1, place.tiedWith);
  const settledStake = (stake * paidSlots) / place.tiedWith;
  const winnings = ((settledStake * odds.num) / odds.den) * (1 - deduction / 100);
  return Math.floor(settledStake + winnings);
}

/** What the bookmaker pays out on a bet, in pence, stake included (0 for a loser). */
export function settle(bet: Bet, race: Race): number {
  if (race.withdrawn.includes(bet.horse)) {
    return outlay(bet);
  }
  const runner = runnerNamed(race, bet.horse);
  const deduction = withdrawalDeduction(race);
  const place = placing(race, bet.horse);
  let returns = partReturns(bet.stake, runner.sp, place, 1, deduction);
  if (bet.kind === 'each-way') {
    const terms = placeTerms(starters(race).length, race.handicap);
    if (terms) {
      returns += partReturns(bet.stake, fractionOf(runner.sp, terms.fraction), place, terms.places, deduction);
    } else {
      // no each-way terms in a small field: the place stake is returned
      returns += bet.stake;
    }
  }
  return returns;
}
