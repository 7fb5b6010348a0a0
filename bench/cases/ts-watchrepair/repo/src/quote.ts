/**
 * Service quotes. All money is in pence.
 */
import { Movement } from './movements';

export type ServiceLevel = 'regulate' | 'basic' | 'full' | 'restoration';

export const LABOUR_PENCE: Record<ServiceLevel, number> = {
  regulate: 2500,
  basic: 9000,
  full: 16500,
  restoration: 32000,
};

export const AUTOMATIC_SURCHARGE_PENCE = 2000;
export const CHRONOGRAPH_FACTOR = 1.5;
export const WATER_TEST_PENCE = 1500;
export const VAT_RATE = 0.2;

export interface Part {
  name: string;
  pence: number;
  quantity: number;
}

export interface QuoteOptions {
  waterTest?: boolean;
  /** Whole-percent discount on labour only. */
  labourDiscountPercent?: number;
}

export interface Quote {
  labour: number;
  parts: number;
  extras: number;
  net: number;
  vat: number;
  total: number;
}

export function labourFor(movement: Movement, level: ServiceLevel): number {
  let labour = LABOUR_PENCE[level];
  if (level === 'regulate') {
    return labour;
  }
  if (movement.chronograph) {
    labour = Math.round(labour * CHRONOGRAPH_FACTOR);
  }
  if (movement.winding === 'automatic') {
    labour += AUTOMATIC_SURCHARGE_PENCE;
  }
  return labour;
}

export function partsTotal(parts: Part[]): number {
  return parts.reduce((sum, part) => {
    if (part.quantity < 1 || !Number.isInteger(part.quantity)) {
      throw new Error(`bad quantity for ${part.name}: ${part.quantity}`);
    }
    return sum + part.pence * part.quantity;
  }, 0);
}

export function quote(movement: Movement, level: ServiceLevel, parts: Part[] = [], options: QuoteOptions = {}): Quote {
  const discount = options.labourDiscountPercent ?? 0;
  if (discount < 0 || discount > 50) {
    throw new Error(`labour discount out of range: ${discount}%`);
  }
  const labour = Math.round((labourFor(movement, level) * (100 - discount)) / 100);
  const partsPence = partsTotal(parts);
  const extras = options.waterTest ? WATER_TEST_PENCE : 0;
  const net = labour + partsPence + extras;
  const vat = Math.round(net * VAT_RATE);
  return { labour, parts: partsPence, extras, net, vat, total: net + vat };
}

export function formatPence(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  const grouped = String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}£${grouped}.${rest}`;
}
