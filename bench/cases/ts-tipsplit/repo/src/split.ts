import { roundUp } from "./money.js";

/** One line of the bill: what it cost (minor units) and who had it (all when empty). */
export interface Item {
  name: string;
  price: number;
  sharedBy?: string[];
}

export interface SplitOptions {
  /** tip as a fraction of the food and drink, e.g. 0.1 */
  tip?: number;
  /** each share is rounded up to a multiple of this many minor units */
  roundTo?: number;
}

export interface Share {
  person: string;
  items: number;
  tip: number;
  total: number;
}

/**
 * Split a bill: each item is divided evenly among those who had it (the odd cents go to the first of
 * them), the tip is charged on each person's items, and each total is rounded up.
 */
export function splitBill(items: Item[], people: string[], options: SplitOptions = {}): Share[] {
  const tip = options.tip ?? 0.1;
  const roundTo = options.roundTo ?? 5;
  if (people.length === 0) throw new RangeError("nobody to split between");
  const owed = new Map<string, number>(people.map((p) => [p, 0]));
  for (const item of items) {
    const eaters = item.sharedBy && item.sharedBy.length > 0 ? item.sharedBy : people;
    for (const who of eaters) {
      if (!owed.has(who)) throw new RangeError(`${who} is not at the table`);
    }
    const each = Math.floor(item.price / eaters.length);
    let odd = item.price - each * eaters.length;
    for (const who of eaters) {
      owed.set(who, owed.get(who)! + each + (odd > 0 ? 1 : 0));
      odd -= 1;
    }
  }
  return people.map((person) => {
    const mine = owed.get(person)!;
    const myTip = Math.round(mine * tip);
    return { person, items: mine, tip: myTip, total: roundUp(mine + myTip, roundTo) };
  });
}

/** What the table pays in all: the sum of the rounded shares. */
export function tableTotal(shares: Share[]): number {
  return shares.reduce((sum, s) => sum + s.total, 0);
}
