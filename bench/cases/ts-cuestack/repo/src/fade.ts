import { clampLevel, type Level } from "./levels";
import type { CueStack, StageState } from "./stack";

/** A channel that changes level in a cue. */
export interface Move {
  channel: number;
  from: Level;
  to: Level;
}

/** The channels cue `number` moves, in channel order. */
export function moves(stack: CueStack, number: string): Move[] {
  const before = stack.stateBefore(number);
  const after = stack.stateAt(number);
  const channels = new Set([...before.keys(), ...after.keys()]);
  const out: Move[] = [];
  for (const channel of [...channels].sort((a, b) => a - b)) {
    const from = before.get(channel) ?? 0;
    const to = after.get(channel) ?? 0;
    if (from !== to) out.push({ channel, from, to });
  }
  return out;
}

/** The stage `elapsed` seconds into cue `number`, levels rounded to whole percent. */
export function fadeLevels(stack: CueStack, number: string, elapsed: number): StageState {
  const cue = stack.get(number);
  const state: StageState = new Map(stack.stateBefore(number));
  for (const { channel, from, to } of moves(stack, number)) {
    const level = clampLevel(Math.round(from + (to - from) * progress(elapsed, cue.time)));
    if (level === 0) state.delete(channel);
    else state.set(channel, level);
  }
  return state;
}

/** How long cue `number` takes to complete: its fade time, or 0 if nothing moves. */
export function cueDuration(stack: CueStack, number: string): number {
  const cue = stack.get(number);
  return moves(stack, number).length > 0 ? cue.time : 0;
}

function progress(elapsed: number, time: number): number {
  if (time <= 0) return 1;
  return Math.min(1, Math.max(0, elapsed / time));
}
