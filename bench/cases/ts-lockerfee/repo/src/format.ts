/** Formats cents as euros with two decimals: 1240 -> "€12.40", -5 -> "-€0.05". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}€${euros}.${rest}`;
}
