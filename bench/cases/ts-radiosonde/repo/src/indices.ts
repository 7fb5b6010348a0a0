import { Level, valueAt } from './sounding';

function need(levels: Level[], pressure: number, field: 'temp' | 'dewpoint'): number {
  const v = valueAt(levels, pressure, field);
  if (v === null) throw new Error(`sounding does not reach ${pressure} hPa`);
  return v;
}

/** Height (m) where the temperature first falls through 0 °C going up, null if it never does. */
export function freezingLevel(levels: Level[]): number | null {
  if (levels.length > 0 && levels[0].temp <= 0) return levels[0].height;
  for (let i = 0; i < levels.length - 1; i++) {
    const lo = levels[i];
    const hi = levels[i + 1];
    if (lo.temp > 0 && hi.temp <= 0) {
      const frac = lo.temp / (lo.temp - hi.temp);
      return lo.height + frac * (hi.height - lo.height);
    }
  }
  return null;
}

/** George's K index: (T850 - T500) + Td850 - (T700 - Td700). */
export function kIndex(levels: Level[]): number {
  const t850 = need(levels, 850, 'temp');
  const t700 = need(levels, 700, 'temp');
  const t500 = need(levels, 500, 'temp');
  const td850 = need(levels, 850, 'dewpoint');
  const td700 = need(levels, 700, 'dewpoint');
  return t850 - t500 + td850 - (t700 - td700);
}

/** Total totals: T850 + Td850 - 2 * T500. */
export function totalTotals(levels: Level[]): number {
  return need(levels, 850, 'temp') + need(levels, 850, 'dewpoint') - 2 * need(levels, 500, 'temp');
}

/** Lapse rate in °C per km between two levels (positive when it cools with height). */
export function lapseRate(lower: Level, upper: Level): number {
  return ((lower.temp - upper.temp) / (upper.height - lower.height)) * 1000;
}

/** Lowest level above 500 hPa where the lapse rate drops to 2 °C/km or less (a simplified WMO rule). */
export function tropopause(levels: Level[]): Level | null {
  for (let i = 0; i < levels.length - 1; i++) {
    if (levels[i].pressure > 500) continue;
    if (lapseRate(levels[i], levels[i + 1]) <= 2) return levels[i];
  }
  return null;
}
