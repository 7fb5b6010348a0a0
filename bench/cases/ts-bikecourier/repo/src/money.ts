/** Cents as an amount with two decimals and the tariff's symbol: 1234 -> "€12.34". */
export function formatCents(cents: number, currency = "€"): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}${currency}${whole}.${rest}`;
}

/** A percentage of an amount in cents, rounded half up to a whole cent. */
export function percentOf(cents: number, pct: number): number {
  return Math.floor((cents * pct) / 100 + 0.5);
}
