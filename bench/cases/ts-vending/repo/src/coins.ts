import { COINS, type Coin, isCoin, sumCoins } from "./money.js";

/** How many coins of each denomination a tube or box holds. */
export type CoinCounts = Record<Coin, number>;

export function emptyCounts(): CoinCounts {
  return { 200: 0, 100: 0, 50: 0, 20: 0, 10: 0, 5: 0 };
}

/** Default payout tube sizes; £2 coins are never paid out. */
export const TUBE_CAPACITY: CoinCounts = { 200: 0, 100: 40, 50: 60, 20: 80, 10: 100, 5: 100 };

/**
 * Finds the fewest coins adding up to amount using at most the coins in
 * stock. Returns null when the amount cannot be made.
 */
export function makeChange(amount: number, stock: CoinCounts): Coin[] | null {
  if (amount === 0) {
    return [];
  }
  let best: Coin[] | null = null;

  const search = (left: number, index: number, taken: Coin[]): void => {
    if (left === 0) {
      if (best === null || taken.length < best.length) {
        best = [...taken];
      }
      return;
    }
    if (index >= COINS.length) {
      return;
    }
    if (best !== null && taken.length >= best.length) {
      return;
    }
    const coin = COINS[index];
    const most = Math.min(stock[coin], Math.floor(left / coin));
    for (let k = most; k >= 0; k--) {
      for (let i = 0; i < k; i++) taken.push(coin);
      search(left - k * coin, index + 1, taken);
      taken.length -= k;
    }
  };

  search(amount, 0, []);
  return best;
}

/**
 * The coin mechanism: payout tubes that coins go to while they have room,
 * and the cash box that takes the rest.
 */
export class CoinBox {
  readonly tubes: CoinCounts;
  readonly cashBox: CoinCounts = emptyCounts();

  constructor(tubes: Partial<CoinCounts> = {}, private readonly capacity: CoinCounts = TUBE_CAPACITY) {
    this.tubes = { ...emptyCounts(), ...tubes };
  }

  accept(coin: number): void {
    if (!isCoin(coin)) {
      throw new Error(`coin rejected: ${coin}p`);
    }
    if (this.tubes[coin] < this.capacity[coin]) {
      this.tubes[coin] += 1;
    } else {
      this.cashBox[coin] += 1;
    }
  }

  canPay(amount: number): boolean {
    return makeChange(amount, this.tubes) !== null;
  }

  /** Pays an amount out of the tubes, or throws without paying anything. */
  payOut(amount: number): Coin[] {
    const coins = makeChange(amount, this.tubes);
    if (coins === null) {
      throw new Error(`cannot pay out ${amount}p`);
    }
    for (const c of coins) {
      this.tubes[c] -= 1;
    }
    return coins;
  }

  /**
   * True when some change the machine may owe cannot be paid. The last
   * coin in takes the credit past the price, so change is always a
   * multiple of 5p below the largest coin accepted.
   */
  exactChangeOnly(): boolean {
    const largest = Math.max(...COINS);
    for (let owed = 5; owed < largest; owed += 5) {
      if (!this.canPay(owed)) {
        return true;
      }
    }
    return false;
  }

  /** Empties the cash box, returning its value in pence. */
  collect(): number {
    let total = 0;
    for (const c of COINS) {
      total += c * this.cashBox[c];
      this.cashBox[c] = 0;
    }
    return total;
  }

  float(): number {
    return sumCoins(COINS.map((c) => c * this.tubes[c]));
  }
}
