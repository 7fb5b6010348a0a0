import type { Level } from "./levels";

/** The fade time of a cue when none is given, in seconds. */
export const DEFAULT_FADE = 3;

export interface Cue {
  /** The cue number as shown on the desk: "1", "2.5", "17". */
  number: string;
  /** The channels this cue sets (moves); others track from earlier cues. */
  levels: Map<number, Level>;
  /** Fade time in seconds. */
  time: number;
  /** A block cue records every live channel, so nothing tracks through it. */
  block: boolean;
  /** Seconds after this cue starts that the next cue goes by itself, if it follows. */
  follow?: number;
  label?: string;
}

export interface CueOptions {
  time?: number;
  block?: boolean;
  follow?: number;
  label?: string;
}

export function makeCue(number: string, levels: Map<number, Level>, opts: CueOptions = {}): Cue {
  if (!/^\d+(\.\d+)?$/.test(number)) throw new Error(`not a cue number: "${number}"`);
  const time = opts.time ?? DEFAULT_FADE;
  if (time < 0) throw new Error(`negative fade time in cue ${number}`);
  return {
    number,
    levels: new Map(levels),
    time,
    block: opts.block ?? false,
    follow: opts.follow,
    label: opts.label,
  };
}

/** Orders cue numbers numerically by whole part, then by point part ("2" < "2.5" < "10"). */
export function compareCueNumbers(a: string, b: string): number {
  const [aw, ap = "0"] = a.split(".");
  const [bw, bp = "0"] = b.split(".");
  return Number(aw) - Number(bw) || Number(ap) - Number(bp);
}
