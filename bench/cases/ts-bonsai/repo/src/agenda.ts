import { isoDay } from "./dates.ts";
import { repotDue } from "./repotting.ts";
import { speciesById } from "./species.ts";
import type { Tree } from "./tree.ts";
import { nextWatering, type Weather } from "./watering.ts";
import { biteRisk, wireRemovalDate } from "./wiring.ts";

export interface Task {
  tree: string;
  what: "water" | "unwire" | "check-wire" | "repot";
  due: string;
  detail?: string;
}

const ORDER: Record<Task["what"], number> = { unwire: 0, "check-wire": 1, water: 2, repot: 3 };

/** Everything to do for the collection, soonest first. */
export function agenda(trees: Tree[], today: Date, weather: Weather): Task[] {
  const tasks: Task[] = [];
  for (const tree of trees) {
    const species = speciesById(tree.speciesId);
    tasks.push({ tree: tree.name, what: "water", due: isoDay(nextWatering(tree, weather)) });
    for (const w of tree.wiring) {
      const risk = biteRisk(w, species, today);
      if (risk === "remove") {
        tasks.push({ tree: tree.name, what: "unwire", due: isoDay(today), detail: w.branch });
      } else if (risk === "watch") {
        tasks.push({
          tree: tree.name,
          what: "check-wire",
          due: isoDay(wireRemovalDate(w, species)),
          detail: w.branch,
        });
      }
    }
    if (repotDue(tree, today)) {
      tasks.push({ tree: tree.name, what: "repot", due: isoDay(today) });
    }
  }
  return tasks.sort((a, b) => a.due.localeCompare(b.due) || ORDER[a.what] - ORDER[b.what] || a.tree.localeCompare(b.tree));
}
