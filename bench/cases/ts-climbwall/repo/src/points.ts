import type { Grade } from "./grades.js";

export type Style = "flash" | "redpoint" | "repeat";

// Points a send scores in the monthly league: 100 for VB, 50 more a grade, a flash a fifth more,
// a repeat of a problem already sent a quarter.
export function pointsFor(grade: Grade, style: Style): number {
  const base = 100 + 50 * (grade + 1);
  switch (style) {
    case "flash":
      return Math.round(base * 1.2);
    case "redpoint":
      return base;
    case "repeat":
      return Math.round(base / 4);
  }
}
