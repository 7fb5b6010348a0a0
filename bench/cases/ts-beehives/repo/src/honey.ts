import type { Harvest, Hive } from './types.js';

export function kgByHive(harvests: Harvest[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const h of harvests) totals.set(h.hiveId, (totals.get(h.hiveId) ?? 0) + h.kg);
  return totals;
}

/** Kilograms per super taken off, to one decimal. */
export function kgPerSuper(harvests: Harvest[]): number {
  const supers = harvests.reduce((sum, h) => sum + h.supers, 0);
  if (supers === 0) return 0;
  const kg = harvests.reduce((sum, h) => sum + h.kg, 0);
  return Math.round((kg / supers) * 10) / 10;
}

export function bestHive(hives: Hive[], harvests: Harvest[]): Hive | undefined {
  const totals = kgByHive(harvests);
  let best: Hive | undefined;
  for (const hive of hives) {
    if ((totals.get(hive.id) ?? 0) > (best ? totals.get(best.id) ?? 0 : 0)) best = hive;
  }
  return best;
}
