// The house styles the cave ripens, with the care each one needs.

export interface Style {
  key: string;
  name: string;
  /** Youngest age at which a wheel may leave the cave. */
  minAgeDays: number;
  /** Days between two turnings of a wheel. */
  turnEveryDays: number;
  /** Days between two washings of the rind; absent for dry-rind styles. */
  washEveryDays?: number;
  /** Share of its weight a wheel loses each week, in percent. */
  weeklyLossPct: number;
}

export const STYLES: Record<string, Style> = {
  comte: { key: "comte", name: "Comté", minAgeDays: 120, turnEveryDays: 7, washEveryDays: 7, weeklyLossPct: 0.5 },
  tomme: { key: "tomme", name: "Tomme de montagne", minAgeDays: 60, turnEveryDays: 3, weeklyLossPct: 1.0 },
  reblochon: {
    key: "reblochon",
    name: "Reblochon",
    minAgeDays: 21,
    turnEveryDays: 2,
    washEveryDays: 2,
    weeklyLossPct: 2.0,
  },
  stilton: { key: "stilton", name: "Blue Stilton", minAgeDays: 63, turnEveryDays: 7, weeklyLossPct: 0.8 },
};

export function styleOf(key: string): Style {
  const style = STYLES[key];
  if (!style) {
    throw new Error(`unknown style: ${key}`);
  }
  return style;
}
