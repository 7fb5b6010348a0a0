import { addDays } from "./dates.ts";
import { isDormant } from "./season.ts";
import { speciesById } from "./species.ts";
import type { Tree } from "./tree.ts";

export interface Weather {
  maxTempC: number;
  rainMm: number;
}

export const HOT_DAY_C = 30;

/** Days between waterings for this tree, on a day with this weather. */
export function wateringInterval(tree: Tree, on: Date, weather: Weather): number {
  const species = speciesById(tree.speciesId);
  let days = isDormant(on, species, tree.hemisphere)
    ? species.waterEveryDays.dormant
    : species.waterEveryDays.growing;
  if (tree.pot === "shallow") {
    days *= 0.75;
  }
  if (weather.maxTempC >= HOT_DAY_C) {
    days /= 2;
  }
  return Math.max(1, Math.round(days));
}

export function nextWatering(tree: Tree, weather: Weather): Date {
  const due = addDays(tree.lastWatered, wateringInterval(tree, tree.lastWatered, weather));
  // a good soaking shower does the watering for a day
  return weather.rainMm >= 5 ? addDays(due, 1) : due;
}
