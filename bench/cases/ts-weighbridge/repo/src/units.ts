/**
 * Weights on the bridge are kept in whole kilograms; money in whole pence.
 * Tonnes only appear at the edges: prices per tonne, tax per tonne and the
 * printed ticket.
 */

export const KG_PER_TONNE = 1000;

/** The bridge reads in steps of 20 kg (its verification scale interval). */
export const DEFAULT_DIVISION_KG = 20;

/** Round a raw indicator reading to the bridge's division, halves away from zero. */
export function roundToDivision(kg: number, divisionKg: number = DEFAULT_DIVISION_KG): number {
  if (divisionKg <= 0) {
    throw new RangeError(`division must be positive, got ${divisionKg}`);
  }
  const steps = Math.round(Math.abs(kg) / divisionKg);
  return Math.sign(kg) * steps * divisionKg;
}

/** Kilograms to tonnes, to three decimal places (the nearest kilogram). */
export function toTonnes(kg: number): number {
  return Math.round(kg) / KG_PER_TONNE;
}

/** Tonnes to whole kilograms. */
export function toKg(tonnes: number): number {
  return Math.round(tonnes * KG_PER_TONNE);
}

/** Charge for `kg` at `pencePerTonne`, rounded to the penny. */
export function perTonne(kg: number, pencePerTonne: number): number {
  return Math.round((kg * pencePerTonne) / KG_PER_TONNE);
}

function groupThousands(n: number): string {
  const digits = Math.abs(Math.trunc(n)).toString();
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return (n < 0 ? '-' : '') + groups.join(',');
}

/** 12340 -> "12,340 kg" */
export function formatKg(kg: number): string {
  return `${groupThousands(Math.round(kg))} kg`;
}

/** 12340 -> "12.34 t" (two decimals, as on the ticket) */
export function formatTonnes(kg: number): string {
  return `${(kg / KG_PER_TONNE).toFixed(2)} t`;
}

/** 123456 -> "£1,234.56" */
export function formatPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100);
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${sign}£${groupThousands(pounds)}.${rest}`;
}
