export type LeatherKind = "hairsheep" | "lambskin" | "deerskin" | "peccary";

export interface Leather {
  kind: LeatherKind;
  /** Typical thickness in millimetres. */
  thicknessMm: number;
  /** Average hide area in square feet. */
  hideSqft: number;
  /** Price per square foot, in pence. */
  pencePerSqft: number;
  /** Fraction of the hide lost to belly, scars and the edges. */
  waste: number;
}

export const LEATHERS: Record<LeatherKind, Leather> = {
  hairsheep: { kind: "hairsheep", thicknessMm: 0.6, hideSqft: 6, pencePerSqft: 520, waste: 0.25 },
  lambskin: { kind: "lambskin", thicknessMm: 0.5, hideSqft: 7, pencePerSqft: 450, waste: 0.3 },
  deerskin: { kind: "deerskin", thicknessMm: 0.9, hideSqft: 12, pencePerSqft: 610, waste: 0.2 },
  peccary: { kind: "peccary", thicknessMm: 0.8, hideSqft: 8, pencePerSqft: 1480, waste: 0.35 },
};

export function leather(kind: string): Leather {
  const found = (LEATHERS as Record<string, Leather>)[kind];
  if (!found) throw new Error(`unknown leather ${kind}`);
  return found;
}

/** Area of a hide that can be cut, in square feet. */
export function usableSqft(l: Leather, hideSqft: number = l.hideSqft): number {
  return hideSqft * (1 - l.waste);
}

/** Cost in pence of the leather a cut uses, charged on the gross area. */
export function leatherCost(l: Leather, netSqft: number): number {
  return Math.round((netSqft / (1 - l.waste)) * l.pencePerSqft);
}
