/** Formats an amount in pence as pounds, e.g. 1250 -> "£12.50". */
export function formatMoney(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}£${pounds}.${rest}`;
}

/** A percentage of an amount in pence, rounded to the nearest penny. */
export function percentOf(pence: number, percent: number): number {
  return Math.round((pence * percent) / 100);
}

export function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
