import { findPuppet, rigMinutes } from "./puppets.js";
import type { Scene, Show } from "./types.js";

export interface Slot {
  scene: Scene;
  start: number;
  end: number;
}

function puppetsOf(scene: Scene): Set<string> {
  return new Set(scene.cast.map((c) => c.puppet));
}

/**
 * Minutes between two scenes: the longest rigging among the puppets that come on new in the next scene
 * (a puppet already working carries on), at least one minute for the lights.
 */
export function changeover(show: Show, before: Scene, after: Scene): number {
  const working = puppetsOf(before);
  let minutes = 1;
  for (const id of puppetsOf(after)) {
    if (working.has(id)) continue;
    const puppet = findPuppet(show, id);
    if (puppet) minutes = Math.max(minutes, rigMinutes(puppet.kind));
  }
  return minutes;
}

/** The running order from curtain up: each scene's start and end, minutes after midnight. */
export function runningOrder(show: Show): Slot[] {
  const slots: Slot[] = [];
  let t = show.curtain;
  show.scenes.forEach((scene, i) => {
    const prev = show.scenes[i - 1];
    if (prev) t += changeover(show, prev, scene);
    slots.push({ scene, start: t, end: t + scene.minutes });
    t += scene.minutes;
  });
  return slots;
}

/** When the last scene ends. */
export function curtainDown(show: Show): number {
  const slots = runningOrder(show);
  const last = slots[slots.length - 1];
  return last ? last.end : show.curtain;
}
