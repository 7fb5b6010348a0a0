import { findPuppet, handsFor } from "./puppets.js";
import type { Show } from "./types.js";

/** What is wrong with a show's casting, one message a problem, in scene order. */
export function problems(show: Show): string[] {
  const out: string[] = [];
  const performers = new Set(show.performers.map((p) => p.name));
  for (const scene of show.scenes) {
    const hands = new Map<string, number>();
    const workedBy = new Map<string, string>();
    for (const entry of scene.cast) {
      const puppet = findPuppet(show, entry.puppet);
      if (!puppet) {
        out.push(`${scene.id}: no puppet "${entry.puppet}"`);
        continue;
      }
      if (!performers.has(entry.performer)) {
        out.push(`${scene.id}: ${entry.performer} is not in the company`);
        continue;
      }
      const other = workedBy.get(puppet.id);
      if (other !== undefined && other !== entry.performer) {
        out.push(`${scene.id}: ${puppet.name} is worked by both ${other} and ${entry.performer}`);
      }
      workedBy.set(puppet.id, entry.performer);
      hands.set(entry.performer, (hands.get(entry.performer) ?? 0) + handsFor(puppet.kind));
    }
    for (const [performer, used] of hands) {
      if (used > 2) out.push(`${scene.id}: ${performer} needs ${used} hands`);
    }
  }
  return out;
}
