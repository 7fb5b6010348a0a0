/** Coin denominations the machines take and pay out, in pence, largest first. */
export const COINS = [200, 100, 50, 20, 10, 5] as const;

export type Coin = (typeof COINS)[number];

export function isCoin(value: number): value is Coin {
  return (COINS as readonly number[]).includes(value);
}

/** Formats pence as pounds, e.g. 125 -> "£1.25", 5 -> "£0.05". */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}£${pounds}.${rest}`;
}

/** Parses "£1.25", "1.25" or "85p" into pence. */
export function parsePrice(text: string): number {
  const t = text.trim();
  const pence = /^(\d+)p$/.exec(t);
  if (pence) {
    return Number(pence[1]);
  }
  const pounds = /^£?(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!pounds) {
    throw new Error(`not a price: ${text}`);
  }
  const fraction = (pounds[2] ?? "0").padEnd(2, "0");
  return Number(pounds[1]) * 100 + Number(fraction);
}

export function sumCoins(coins: readonly number[]): number {
  return coins.reduce((total, c) => total + c, 0);
}
