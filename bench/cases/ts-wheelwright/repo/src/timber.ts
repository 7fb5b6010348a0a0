// Timber for a wheel: an elm hub, oak spokes and ash felloes, each cut over size and planed down.

import { WheelSpec, felloeChord, felloeCount, spokeLength } from "./wheel.js";

export type Species = "elm" | "oak" | "ash";

export interface CuttingItem {
  part: "hub" | "spoke" | "felloe";
  species: Species;
  count: number;
  lengthMm: number;
  widthMm: number;
  thicknessMm: number;
}

/** Added to every sawn dimension for planing and squaring up. */
export const MACHINING_ALLOWANCE_MM = 6;

/** Spoke section at the hub (the widest part, across the wheel, and its depth round the wheel). */
export function spokeSection(spec: WheelSpec): { widthMm: number; thicknessMm: number } {
  // the shop rule: spoke face a quarter of the hub's length at the mortise, depth two thirds of that
  const widthMm = Math.round(spec.hubLengthMm / 4 / 2) * 2;
  return { widthMm, thicknessMm: Math.round((widthMm * 2) / 3) };
}

export function cuttingList(spec: WheelSpec): CuttingItem[] {
  const a = MACHINING_ALLOWANCE_MM;
  const spoke = spokeSection(spec);
  return [
    {
      part: "hub",
      species: "elm",
      count: 1,
      lengthMm: spec.hubLengthMm + a,
      widthMm: spec.hubDiameterMm + a,
      thicknessMm: spec.hubDiameterMm + a,
    },
    {
      part: "spoke",
      species: "oak",
      count: spec.spokes,
      lengthMm: Math.ceil(spokeLength(spec)) + a,
      widthMm: spoke.widthMm + a,
      thicknessMm: spoke.thicknessMm + a,
    },
    {
      part: "felloe",
      species: "ash",
      count: felloeCount(spec),
      lengthMm: Math.ceil(felloeChord(spec)) + a,
      // the plank must take the curve: the depth plus the rise of the arc over the chord
      widthMm: Math.ceil(spec.felloeDepthMm + felloeRise(spec)) + a,
      thicknessMm: spec.felloeWidthMm + a,
    },
  ];
}

/** How far the middle of a felloe's outside arc stands above its chord. */
export function felloeRise(spec: WheelSpec): number {
  const r = spec.diameterMm / 2;
  const half = Math.PI / felloeCount(spec);
  return r - r * Math.cos(half);
}

export function volumeM3(item: CuttingItem): number {
  return (item.count * item.lengthMm * item.widthMm * item.thicknessMm) / 1e9;
}

/** Timber merchant's prices, pounds per cubic metre of sawn, seasoned stock. */
export const TIMBER_PRICES: Record<Species, number> = {
  elm: 1450,
  oak: 2300,
  ash: 1250,
};

/** Cost of the timber in a cutting list, with a waste factor for shakes and knots. */
export function timberCost(items: CuttingItem[], wasteFactor = 1.25, prices = TIMBER_PRICES): number {
  let total = 0;
  for (const item of items) {
    total += volumeM3(item) * prices[item.species] * wasteFactor;
  }
  return total;
}
