// Amounts are whole pence.

export function formatGBP(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100).toLocaleString('en-GB');
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

export function percentOf(pence: number, percent: number): number {
  return Math.round((pence * percent) / 100);
}

export const VAT_PERCENT = 20;

export function vatOn(net: number): number {
  return percentOf(net, VAT_PERCENT);
}
