import { machine, type Machine } from "./machines";
import { addMinutes, minutesBetween } from "./util/time";

/** One coin (a 1.00 token) buys this many minutes of drying. */
export const MINUTES_PER_COIN = 8;
export const COIN_CENTS = 100;

export interface DryerRun {
  machine: string;
  coins: number;
  start: Date;
  finish: Date;
}

export function startDryer(id: string, coins: number, at: Date, floor?: Machine[]): DryerRun {
  const m = machine(id, floor);
  if (m.kind !== "dryer") throw new Error(`${id} is not a dryer`);
  if (!Number.isInteger(coins) || coins < 1) throw new Error("a dryer takes whole coins, at least one");
  return { machine: id, coins, start: at, finish: addMinutes(at, coins * MINUTES_PER_COIN) };
}

/** Coins more to keep drying until `until`; 0 when the run already lasts that long. */
export function coinsToExtend(run: DryerRun, until: Date): number {
  const short = minutesBetween(run.finish, until);
  return short <= 0 ? 0 : Math.ceil(short / MINUTES_PER_COIN);
}

/** Stopped early at `at`: whole unused coins are refunded, in cents. */
export function refundCents(run: DryerRun, at: Date): number {
  const unused = minutesBetween(at, run.finish);
  return unused <= 0 ? 0 : Math.floor(unused / MINUTES_PER_COIN) * COIN_CENTS;
}
