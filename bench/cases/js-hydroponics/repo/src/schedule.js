import { getRecipe } from './recipes.js';

// The default crop calendar: stage by week of the crop (week 1 is the first
// week after transplanting).
export const DEFAULT_CALENDAR = [
  { from: 1, to: 2, stage: 'seedling' },
  { from: 3, to: 6, stage: 'veg' },
  { from: 7, to: 12, stage: 'flower' },
  { from: 13, to: 14, stage: 'ripen' },
];

export function stageForWeek(week, calendar = DEFAULT_CALENDAR) {
  const entry = calendar.find((e) => week >= e.from && week <= e.to);
  return entry ? entry.stage : null;
}

export function lastWeek(calendar = DEFAULT_CALENDAR) {
  return Math.max(...calendar.map((e) => e.to));
}

// One recipe for each week of the crop.
export function feedSchedule(calendar = DEFAULT_CALENDAR) {
  const weeks = [];
  for (let week = 1; week <= lastWeek(calendar); week++) {
    const stage = stageForWeek(week, calendar);
    if (stage) weeks.push({ week, recipe: getRecipe(stage) });
  }
  return weeks;
}
