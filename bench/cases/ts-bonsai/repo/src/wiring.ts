import { addDays, daysBetween } from "./dates.ts";
import type { Species } from "./species.ts";
import type { Wiring } from "./tree.ts";

export type BiteRisk = "low" | "watch" | "remove";

export function wireRemovalDate(wiring: Wiring, species: Species): Date {
  return addDays(wiring.applied, species.wireWeeks * 7);
}

/**
 * How close the wire is to biting into the bark: watch it from three quarters
 * of its time on, remove it once the time is up.
 */
export function biteRisk(wiring: Wiring, species: Species, today: Date): BiteRisk {
  const total = daysBetween(wiring.applied, wireRemovalDate(wiring, species));
  const elapsed = daysBetween(wiring.applied, today);
  if (elapsed >= total) {
    return "remove";
  }
  return elapsed >= total * 0.75 ? "watch" : "low";
}
