export type { CastEntry, Performer, Puppet, PuppetKind, Scene, Show } from "./types.js";
export { clock, parseClock } from "./clock.js";
export { describePuppet, findPuppet, handsFor, rigMinutes } from "./puppets.js";
export { problems } from "./checks.js";
export { changeover, curtainDown, runningOrder, type Slot } from "./schedule.js";
export { cueSheet } from "./cuesheet.js";
