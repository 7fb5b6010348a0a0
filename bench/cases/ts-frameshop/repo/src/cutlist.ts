import { outsideLength, WASTE_PER_SIDE_MM, type Moulding } from "./mouldings";
import type { Size } from "./units";

// What the workshop cuts for one frame.

export interface Side {
  label: "top" | "bottom" | "left" | "right";
  insideMm: number; // rebate length, what the glass sits against
  outsideMm: number; // long point of the mitres
}

export function sides(m: Moulding, rebate: Size): Side[] {
  const across = outsideLength(m, rebate.w);
  const down = outsideLength(m, rebate.h);
  return [
    { label: "top", insideMm: rebate.w, outsideMm: across },
    { label: "bottom", insideMm: rebate.w, outsideMm: across },
    { label: "left", insideMm: rebate.h, outsideMm: down },
    { label: "right", insideMm: rebate.h, outsideMm: down },
  ];
}

/** Moulding needed for the frame, saw waste included, in mm. */
export function mouldingNeeded(m: Moulding, rebate: Size): number {
  return sides(m, rebate).reduce((sum, s) => sum + s.outsideMm + WASTE_PER_SIDE_MM, 0);
}

export function formatCutList(m: Moulding, rebate: Size): string {
  const lines = sides(m, rebate).map(
    (s) => `${s.label.padEnd(6)} ${String(s.insideMm).padStart(5)} in  ${String(s.outsideMm).padStart(5)} out`,
  );
  return [`${m.code} ${m.name}`, ...lines, `total ${mouldingNeeded(m, rebate)} mm with waste`].join("\n");
}
