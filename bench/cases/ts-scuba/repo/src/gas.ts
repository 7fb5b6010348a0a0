// Breathing gases: air and nitrox.
import { ambientPressure, depthForPressure, round, Water } from "./units.js";

export interface Mix {
  name: string;
  /** Fraction of oxygen, 0..1. */
  o2: number;
}

export const AIR: Mix = { name: "Air", o2: 0.21 };

/** Working and contingency limits for the oxygen partial pressure. */
export const PPO2_WORKING = 1.4;
export const PPO2_CONTINGENCY = 1.6;

export function nitrox(percent: number): Mix {
  if (!Number.isInteger(percent) || percent < 21 || percent > 40) {
    throw new RangeError(`recreational nitrox is EAN21 to EAN40, not ${percent}`);
  }
  return { name: percent === 21 ? "Air" : `EAN${percent}`, o2: percent / 100 };
}

export function ppO2(mix: Mix, depthM: number, water: Water = "salt"): number {
  return mix.o2 * ambientPressure(depthM, water);
}

/** Maximum operating depth in whole metres, rounded down. */
export function mod(mix: Mix, limit = PPO2_WORKING, water: Water = "salt"): number {
  return Math.floor(depthForPressure(limit / mix.o2, water));
}

/** Richest nitrox (whole percent, at most 40) usable at a depth. */
export function bestMix(depthM: number, limit = PPO2_WORKING, water: Water = "salt"): Mix {
  const pct = Math.floor((limit / ambientPressure(depthM, water)) * 100);
  if (pct < 21) throw new RangeError(`${depthM} m is too deep for air at ppO2 ${limit}`);
  return nitrox(Math.min(pct, 40));
}

/** Equivalent air depth: the air depth with the same nitrogen pressure. */
export function ead(mix: Mix, depthM: number, water: Water = "salt"): number {
  const fn2 = 1 - mix.o2;
  const pN2 = fn2 * ambientPressure(depthM, water);
  const airDepth = depthForPressure(Math.max(pN2 / 0.79, 1.01325), water);
  return round(airDepth, 1);
}

export function describe(mix: Mix, water: Water = "salt"): string {
  return `${mix.name} (${Math.round(mix.o2 * 100)}% O2, MOD ${mod(mix, PPO2_WORKING, water)} m)`;
}
