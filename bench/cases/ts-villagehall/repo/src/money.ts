/** Amounts of money are whole pence throughout. */
export type Pence = number;

/** Formats pence as pounds: 1250 -> "£12.50", -75 -> "-£0.75". */
export function formatPence(amount: Pence): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(Math.round(amount));
  const pounds = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const pence = (abs % 100).toString().padStart(2, "0");
  return `${sign}£${pounds}.${pence}`;
}

/** pct percent of an amount, rounded to the nearest penny. */
export function percentOf(amount: Pence, pct: number): Pence {
  return Math.round((amount * pct) / 100);
}

/** The charge for a number of minutes at an hourly rate, to the nearest penny. */
export function chargeFor(minutes: number, hourlyRate: Pence): Pence {
  return Math.round((minutes * hourlyRate) / 60);
}

/** Adds up a list of amounts. */
export function sum(amounts: readonly Pence[]): Pence {
  return amounts.reduce((total, a) => total + a, 0);
}
