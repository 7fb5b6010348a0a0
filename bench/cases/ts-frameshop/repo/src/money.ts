// Money is in pence throughout.

export const VAT_RATE = 0.2;

export function pounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const p = Math.abs(Math.round(pence));
  return `${sign}£${Math.floor(p / 100)}.${String(p % 100).padStart(2, "0")}`;
}

/** Rounds up to the next multiple of step pence (the shop prices to 50p). */
export function roundUpTo(pence: number, step: number): number {
  return Math.ceil(pence / step) * step;
}

export function vat(net: number): number {
  return Math.round(net * VAT_RATE);
}
