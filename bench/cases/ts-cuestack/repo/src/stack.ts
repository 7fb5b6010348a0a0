import { parseCommand } from "./command";
import { compareCueNumbers, makeCue, type Cue, type CueOptions } from "./cue";
import type { Level } from "./levels";

/** The channels live on stage: channel number to level. Channels at 0 are left out. */
export type StageState = Map<number, Level>;

export class CueStack {
  private cues: Cue[] = [];

  /** Records (or re-records) a cue from console commands such as "1 thru 5 @ 70". */
  record(number: string, commands: string[], opts: CueOptions = {}): Cue {
    const levels = new Map<number, Level>();
    for (const text of commands) {
      const { channels, level } = parseCommand(text);
      for (const ch of channels) levels.set(ch, level);
    }
    const cue = makeCue(number, levels, opts);
    this.cues = this.cues.filter((c) => c.number !== number);
    this.cues.push(cue);
    this.cues.sort((a, b) => compareCueNumbers(a.number, b.number));
    return cue;
  }

  get(number: string): Cue {
    const cue = this.cues.find((c) => c.number === number);
    if (!cue) throw new Error(`no cue ${number}`);
    return cue;
  }

  /** The cue numbers in playback order. */
  numbers(): string[] {
    return this.cues.map((c) => c.number);
  }

  /** The cue after `number`, if any. */
  next(number: string): Cue | undefined {
    const i = this.cues.findIndex((c) => c.number === number);
    return i >= 0 ? this.cues[i + 1] : undefined;
  }

  /** The cue before `number`, if any. */
  previous(number: string): Cue | undefined {
    const i = this.cues.findIndex((c) => c.number === number);
    return i > 0 ? this.cues[i - 1] : undefined;
  }

  /** The stage once cue `number` has completed, tracking levels from earlier cues. */
  stateAt(number: string): StageState {
    this.get(number);
    let state: StageState = new Map();
    for (const cue of this.cues) {
      if (cue.block) state = new Map();
      for (const [ch, level] of cue.levels) {
        if (level === 0) state.delete(ch);
        else state.set(ch, level);
      }
      if (cue.number === number) break;
    }
    return state;
  }

  /** The stage before cue `number` starts: the previous cue's state, or a dark stage. */
  stateBefore(number: string): StageState {
    const prev = this.previous(number);
    return prev ? this.stateAt(prev.number) : new Map();
  }
}
