import type { SizeKind } from './types';

export interface TackWindow {
  /** Minutes after sizing when the size is tacky enough to take leaf. */
  openMin: number;
  /** Minutes after sizing when it is too dry to take leaf. */
  closeMin: number;
}

const AT_20C: Record<SizeKind, TackWindow> = {
  'oil-3h': { openMin: 60, closeMin: 180 },
  'oil-12h': { openMin: 480, closeMin: 1440 },
  'water-gilding': { openMin: 0, closeMin: 5 },
};

/**
 * The tack window at a workshop temperature: oil size sets about a tenth faster for each degree
 * above 20 °C, and slower below. Water gilding (gilder's liquor on bole) does not depend on it.
 */
export function tackWindow(size: SizeKind, tempC: number): TackWindow {
  const base = AT_20C[size];
  if (size === 'water-gilding') return base;
  const factor = Math.pow(0.9, tempC - 20);
  return { openMin: Math.round(base.openMin * factor), closeMin: Math.round(base.closeMin * factor) };
}
