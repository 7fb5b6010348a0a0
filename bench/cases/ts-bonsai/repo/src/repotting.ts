import { isRepottingWindow } from "./season.ts";
import { speciesById } from "./species.ts";
import type { Tree } from "./tree.ts";

export function repotYear(tree: Tree): number {
  const species = speciesById(tree.speciesId);
  return tree.lastRepotted.getUTCFullYear() + species.repotEveryYears;
}

/** Due once its year has come, and only inside the spring window. */
export function repotDue(tree: Tree, today: Date): boolean {
  return today.getUTCFullYear() >= repotYear(tree) && isRepottingWindow(today, tree.hemisphere);
}
