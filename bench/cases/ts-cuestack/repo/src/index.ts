export { parseLevel, formatLevel, clampLevel, FULL, OUT, type Level } from "./levels";
export { parseCommand, parseSelection, MAX_CHANNEL, type ChannelCommand } from "./command";
export { makeCue, compareCueNumbers, DEFAULT_FADE, type Cue, type CueOptions } from "./cue";
export { CueStack, type StageState } from "./stack";
export { moves, fadeLevels, cueDuration, type Move } from "./fade";
export { sequence, runTime, type TimedCue } from "./timeline";
