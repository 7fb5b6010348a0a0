import { runningOrder } from "./draw.js";
import { parseEntries } from "./entries.js";
import type { Entry, TrialClass } from "./types.js";

export interface Programme {
  trialClass: TrialClass;
  order: Entry[];
}

/** The printed programme: each class drawn separately, novices first. */
export function programme(csv: string, seed: number): Programme[] {
  const entries = parseEntries(csv);
  const classes: TrialClass[] = ["novice", "open"];
  return classes
    .map((trialClass, i) => ({
      trialClass,
      order: runningOrder(
        entries.filter((e) => e.trialClass === trialClass),
        seed + i,
      ),
    }))
    .filter((p) => p.order.length > 0);
}

export function programmeText(csv: string, seed: number): string {
  const lines: string[] = [];
  for (const p of programme(csv, seed)) {
    lines.push(`${p.trialClass.toUpperCase()}`);
    p.order.forEach((e, i) => lines.push(`${String(i + 1).padStart(3)}. ${e.handler} with ${e.dog}`));
  }
  return lines.join("\n");
}
