export type RoastLevel = "light" | "medium" | "medium-dark" | "dark";

/** The roast level a weight loss usually means, for the label. */
export function roastLevel(weightLossPercent: number): RoastLevel {
  if (weightLossPercent < 13) return "light";
  if (weightLossPercent < 15) return "medium";
  if (weightLossPercent < 17) return "medium-dark";
  return "dark";
}

/** Whether the development ratio is in the band the roastery aims for at a level. */
export function developmentOnTarget(level: RoastLevel, ratio: number): boolean {
  const bands: Record<RoastLevel, [number, number]> = {
    light: [15, 20],
    medium: [18, 23],
    "medium-dark": [20, 25],
    dark: [22, 28],
  };
  const [lo, hi] = bands[level];
  return ratio >= lo && ratio <= hi;
}
