import { clamp } from "./round";
import { chargeableKg, sizeClass, type Parcel, type SizeClass } from "./size";

export type Zone = "local" | "regional" | "national";

export const BASE_FEE: Record<SizeClass, number> = { S: 250, M: 390, L: 540 };
export const PER_KG: Record<Zone, number> = { local: 60, regional: 90, national: 140 };

/** Insurance: 1% of the declared value, at least 50 cents, at most 20 euros; none without a value. */
export function insurance(declared: number | undefined): number {
  if (!declared) {
    return 0;
  }
  return clamp(Math.round(declared / 100), 50, 2000);
}

export interface Quote {
  size: SizeClass;
  kg: number;
  base: number;
  weight: number;
  insurance: number;
  total: number;
}

export function quote(parcel: Parcel, zone: Zone): Quote {
  const size = sizeClass(parcel);
  if (size === null) {
    throw new RangeError(`parcel ${parcel.dims.join("x")} cm, ${parcel.kg} kg fits no compartment`);
  }
  const kg = chargeableKg(parcel);
  const base = BASE_FEE[size];
  const weight = Math.round(kg * PER_KG[zone]);
  const ins = insurance(parcel.declared);
  return { size, kg, base, weight, insurance: ins, total: base + weight + ins };
}
