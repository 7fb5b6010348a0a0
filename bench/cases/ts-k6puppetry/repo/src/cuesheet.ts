import { clock } from "./clock.js";
import { describePuppet, findPuppet, handsFor } from "./puppets.js";
import { runningOrder } from "./schedule.js";
import type { Show } from "./types.js";

/**
 * One performer's cue sheet, pinned up behind the booth: for each scene they work, the time, the scene
 * and the puppets to take up, e.g. "19:34  The Crocodile's Den: Punch (glove), 1 hand".
 */
export function cueSheet(show: Show, performer: string): string[] {
  const lines: string[] = [];
  for (const slot of runningOrder(show)) {
    const mine = slot.scene.cast.filter((c) => c.performer === performer);
    if (mine.length === 0) continue;
    const parts: string[] = [];
    let hands = 0;
    for (const entry of mine) {
      const puppet = findPuppet(show, entry.puppet);
      if (!puppet) continue;
      parts.push(describePuppet(puppet));
      hands += handsFor(puppet.kind);
    }
    lines.push(`${clock(slot.start)}  ${slot.scene.title}: ${parts.join(" + ")}, ${hands} hand${hands === 1 ? "" : "s"}`);
  }
  return lines;
}
