import { cueDuration } from "./fade";
import type { CueStack } from "./stack";

/** One cue of a sequence and when it goes, in seconds from the first GO. */
export interface TimedCue {
  number: string;
  at: number;
}

/**
 * The cues that run from one GO on cue `start`: the cue itself and every cue that
 * follows on by itself, each with its start time.
 */
export function sequence(stack: CueStack, start: string): TimedCue[] {
  const out: TimedCue[] = [{ number: start, at: 0 }];
  let cue = stack.get(start);
  let at = 0;
  while (cue.follow !== undefined) {
    const next = stack.next(cue.number);
    if (!next) break;
    at += cue.follow;
    out.push({ number: next.number, at });
    cue = next;
  }
  return out;
}

/** Seconds from the GO on `start` until the last cue of its sequence has completed. */
export function runTime(stack: CueStack, start: string): number {
  let end = 0;
  for (const { number, at } of sequence(stack, start)) {
    end = Math.max(end, at + cueDuration(stack, number));
  }
  return end;
}
