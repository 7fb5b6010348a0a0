import type { Limits, Material } from "./types.js";

/** Display limits by material, after the usual lending-institution guidance. */
export const LIMITS: Record<Material, Limits> = {
  paper: { maxLux: 50, rhMin: 45, rhMax: 55, maxWeeksPerYear: 16 },
  photograph: { maxLux: 50, rhMin: 35, rhMax: 50, maxWeeksPerYear: 12 },
  textile: { maxLux: 50, rhMin: 45, rhMax: 60, maxWeeksPerYear: 16 },
  "oil-on-canvas": { maxLux: 200, rhMin: 45, rhMax: 60, maxWeeksPerYear: Infinity },
  panel: { maxLux: 200, rhMin: 50, rhMax: 60, maxWeeksPerYear: Infinity },
  bronze: { maxLux: 300, rhMin: 0, rhMax: 45, maxWeeksPerYear: Infinity },
  ceramic: { maxLux: 300, rhMin: 0, rhMax: 65, maxWeeksPerYear: Infinity },
};

export function limitsFor(material: Material): Limits {
  return LIMITS[material];
}

/** Light-sensitive materials, which have a yearly display allowance. */
export function isLightSensitive(material: Material): boolean {
  return Number.isFinite(LIMITS[material].maxWeeksPerYear);
}
