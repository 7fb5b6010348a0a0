// Wash programmes and extras on the price board.

export type Vehicle = "car" | "suv" | "van";

export interface Programme {
  code: string;
  name: string;
  /** Minutes a bay is busy for a car. */
  minutes: number;
  /** Price for a car, in cents. */
  priceCents: number;
  /** Water used for a car, litres. */
  waterLitres: number;
}

export interface Extra {
  code: string;
  name: string;
  minutes: number;
  priceCents: number;
}

export const PROGRAMMES: Programme[] = [
  { code: "BASIC", name: "Basic wash", minutes: 10, priceCents: 800, waterLitres: 120 },
  { code: "FOAM", name: "Snow foam wash", minutes: 15, priceCents: 1200, waterLitres: 160 },
  { code: "VALET", name: "Wash and interior valet", minutes: 35, priceCents: 2500, waterLitres: 180 },
  { code: "DELUXE", name: "Full valet with wax", minutes: 60, priceCents: 4500, waterLitres: 220 },
];

export const EXTRAS: Extra[] = [
  { code: "UNDER", name: "Underbody rinse", minutes: 5, priceCents: 300 },
  { code: "WHEELS", name: "Alloy wheel clean", minutes: 5, priceCents: 400 },
  { code: "TYRES", name: "Tyre shine", minutes: 2, priceCents: 200 },
];

/** How much bigger (time, water, price) each vehicle is than a car. */
export const SIZE_FACTOR: Record<Vehicle, number> = {
  car: 1.0,
  suv: 1.2,
  van: 1.35,
};

export function programme(code: string): Programme {
  const p = PROGRAMMES.find((p) => p.code === code.toUpperCase());
  if (!p) throw new Error(`unknown programme ${code}`);
  return p;
}

export function extra(code: string): Extra {
  const e = EXTRAS.find((e) => e.code === code.toUpperCase());
  if (!e) throw new Error(`unknown extra ${code}`);
  return e;
}

/** Minutes a bay is busy for this vehicle, programme and extras, rounded up. */
export function washMinutes(p: Programme, vehicle: Vehicle, extras: Extra[] = []): number {
  const base = p.minutes * SIZE_FACTOR[vehicle];
  const more = extras.reduce((sum, e) => sum + e.minutes, 0);
  return Math.ceil(base + more);
}

/** Litres of water for this vehicle and programme. */
export function waterLitres(p: Programme, vehicle: Vehicle): number {
  return Math.round(p.waterLitres * SIZE_FACTOR[vehicle]);
}
