/** All amounts are whole pence. */
export type Pence = number;

export function pounds(amount: number): Pence {
  return Math.round(amount * 100);
}

/** percent is a whole or fractional percentage: 20 for 20 %. Rounds half away from zero. */
export function percentOf(amount: Pence, percent: number): Pence {
  const exact = (amount * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export function sum(amounts: Pence[]): Pence {
  return amounts.reduce((total, p) => total + p, 0);
}

export function formatPence(amount: Pence): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const pennies = (abs % 100).toString().padStart(2, "0");
  return `${sign}£${whole}.${pennies}`;
}
