/** Amounts are whole cents (minor units) everywhere; these turn them into text and back. */

export interface Currency {
  code: string;
  symbol: string;
  /** digits after the decimal point */
  minor: number;
}

export const CURRENCIES: Record<string, Currency> = {
  EUR: { code: "EUR", symbol: "€", minor: 2 },
  GBP: { code: "GBP", symbol: "£", minor: 2 },
  USD: { code: "USD", symbol: "$", minor: 2 },
  JPY: { code: "JPY", symbol: "¥", minor: 0 },
};

export function currency(code: string): Currency {
  const found = CURRENCIES[code.toUpperCase()];
  if (!found) throw new RangeError(`unknown currency ${code}`);
  return found;
}

/** "12.50" (or "12,50", "12") in the currency's minor units. */
export function parseAmount(text: string, cur: Currency): number {
  const clean = text.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(clean)) throw new SyntaxError(`not an amount: ${text}`);
  const [whole, frac = ""] = clean.split(".");
  if (frac.length > cur.minor) throw new SyntaxError(`too many decimals for ${cur.code}: ${text}`);
  return Number(whole) * 10 ** cur.minor + Number(frac.padEnd(cur.minor, "0") || "0");
}

/** 1250 EUR -> "€12.50"; 1250 JPY -> "¥1250". */
export function formatAmount(minorUnits: number, cur: Currency): string {
  const sign = minorUnits < 0 ? "-" : "";
  const abs = Math.abs(minorUnits);
  if (cur.minor === 0) return `${sign}${cur.symbol}${abs}`;
  const scale = 10 ** cur.minor;
  const whole = Math.floor(abs / scale);
  const frac = String(abs % scale).padStart(cur.minor, "0");
  return `${sign}${cur.symbol}${whole}.${frac}`;
}

/** Round up to the next multiple of `step` (step 1 leaves the amount alone). */
export function roundUp(minorUnits: number, step: number): number {
  if (step <= 1) return minorUnits;
  return Math.ceil(minorUnits / step) * step;
}
