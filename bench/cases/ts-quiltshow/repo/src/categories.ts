// Competition categories and their size rules. Sizes are in centimetres,
// width across the hanging edge, height from the hanging edge down.

export type CategoryCode = "BED" | "WALL" | "MINI" | "ART" | "TRAD" | "JUN" | "GRP";

export interface Category {
  code: CategoryCode;
  name: string;
  /** Inclusive limits; undefined means no limit on that side. */
  minWidthCm?: number;
  maxWidthCm?: number;
  maxHeightCm?: number;
  /** Limit on the perimeter (twice width plus height), for miniatures. */
  maxPerimeterCm?: number;
  /** Entrants must be under this age on the opening day. */
  maxAge?: number;
  /** Made by two or more people. */
  group?: boolean;
}

export const CATEGORIES: Record<CategoryCode, Category> = {
  BED: { code: "BED", name: "Bed Quilts", minWidthCm: 150 },
  WALL: { code: "WALL", name: "Wall Quilts", maxWidthCm: 150, maxHeightCm: 200 },
  MINI: { code: "MINI", name: "Miniatures", maxPerimeterCm: 240 },
  ART: { code: "ART", name: "Art Quilts", maxWidthCm: 200, maxHeightCm: 250 },
  TRAD: { code: "TRAD", name: "Traditional Quilts", minWidthCm: 100 },
  JUN: { code: "JUN", name: "Young Quilters", maxAge: 18 },
  GRP: { code: "GRP", name: "Group Quilts", group: true },
};

export function category(code: string): Category {
  const found = (CATEGORIES as Record<string, Category | undefined>)[code];
  if (!found) throw new Error(`unknown category ${code}`);
  return found;
}

export function perimeterCm(widthCm: number, heightCm: number): number {
  return 2 * (widthCm + heightCm);
}

/** Reasons a quilt of this size cannot go in the category; empty if it fits. */
export function sizeProblems(cat: Category, widthCm: number, heightCm: number): string[] {
  const problems: string[] = [];
  if (cat.minWidthCm !== undefined && widthCm < cat.minWidthCm) {
    problems.push(`${cat.name} must be at least ${cat.minWidthCm} cm wide`);
  }
  if (cat.maxWidthCm !== undefined && widthCm > cat.maxWidthCm) {
    problems.push(`${cat.name} may be at most ${cat.maxWidthCm} cm wide`);
  }
  if (cat.maxHeightCm !== undefined && heightCm > cat.maxHeightCm) {
    problems.push(`${cat.name} may be at most ${cat.maxHeightCm} cm long`);
  }
  if (cat.maxPerimeterCm !== undefined && perimeterCm(widthCm, heightCm) > cat.maxPerimeterCm) {
    problems.push(`${cat.name} may have a perimeter of at most ${cat.maxPerimeterCm} cm`);
  }
  return problems;
}
