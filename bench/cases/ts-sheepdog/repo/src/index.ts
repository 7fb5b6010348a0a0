export { runningOrder } from "./draw.js";
export { parseEntries } from "./entries.js";
export { programme, programmeText } from "./programme.js";
export { placings } from "./results.js";
export { MAX_POINTS, PHASES, phasePoints, total } from "./scoring.js";
export type { Entry, Phase, Placing, RunSheet, TrialClass } from "./types.js";
