// Integer cents, shown as euros at the counter.

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}€${euros}.${rest}`;
}

export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** Cap a fee at a ceiling (the tool's deposit, say). */
export function capAt(cents: number, ceiling: number): number {
  return Math.min(cents, ceiling);
}
