import { phasePoints, total } from "./scoring.js";
import type { Entry, Placing, RunSheet, TrialClass } from "./types.js";

/**
 * Placings for one class, best first. Ties are split on the drive, then on the fetch;
 * runs still tied share the place.
 */
export function placings(entries: Entry[], sheets: RunSheet[], trialClass: TrialClass): Placing[] {
  const byId = new Map(sheets.map((s) => [s.entryId, s]));
  const scored = entries
    .filter((e) => e.trialClass === trialClass && byId.has(e.id))
    .map((entry) => {
      const sheet = byId.get(entry.id)!;
      return { entry, points: total(sheet), split: phasePoints(sheet) };
    })
    .sort((a, b) => b.points - a.points || b.split.drive - a.split.drive || b.split.fetch - a.split.fetch);

  const out: Placing[] = [];
  scored.forEach((s, i) => {
    const prev = scored[i - 1];
    const tied =
      prev !== undefined && prev.points === s.points && prev.split.drive === s.split.drive && prev.split.fetch === s.split.fetch;
    out.push({ place: tied ? out[i - 1].place : i + 1, entry: s.entry, points: s.points });
  });
  return out;
}
