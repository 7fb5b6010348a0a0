import { parseLevel, type Level } from "./levels";

/** The channels a command selects and the level it sets them to. */
export interface ChannelCommand {
  channels: number[];
  level: Level;
}

/** The highest channel number on the desk. */
export const MAX_CHANNEL = 512;

/**
 * Parses a console command: a selection of channels, "@", then a level.
 *
 *   "1 thru 5 @ 70"       channels 1 to 5 at 70
 *   "3 + 7 + 9 @ FL"      channels 3, 7 and 9 at full
 *   "10 thru 14 - 12 @ 40" channels 10, 11, 13 and 14 at 40
 */
export function parseCommand(text: string): ChannelCommand {
  const at = text.split("@");
  if (at.length !== 2) throw new Error(`expected one "@" in "${text}"`);
  const channels = parseSelection(at[0]);
  return { channels, level: parseLevel(at[1]) };
}

/** Parses a channel selection, returning the channels in ascending order without repeats. */
export function parseSelection(text: string): number[] {
  const tokens = text.trim().toLowerCase().split(/\s+/).filter((t) => t !== "");
  const selected = new Set<number>();
  let op: "+" | "-" = "+";
  let i = 0;
  if (tokens.length === 0) throw new Error("no channels selected");
  while (i < tokens.length) {
    const token = tokens[i];
    if (token === "+" || token === "-") {
      op = token;
      i += 1;
      continue;
    }
    let group = [channel(token)];
    if (tokens[i + 1] === "thru") {
      const last = channel(tokens[i + 2] ?? "");
      group = range(group[0], last);
      i += 3;
    } else {
      i += 1;
    }
    for (const ch of group) {
      if (op === "+") selected.add(ch);
      else selected.delete(ch);
    }
  }
  return [...selected].sort((a, b) => a - b);
}

function channel(token: string): number {
  if (!/^\d+$/.test(token)) throw new Error(`not a channel: "${token}"`);
  const ch = Number(token);
  if (ch < 1 || ch > MAX_CHANNEL) throw new Error(`no channel ${ch}`);
  return ch;
}

function range(first: number, last: number): number[] {
  if (last < first) throw new Error(`${first} thru ${last} runs backwards`);
  const out: number[] = [];
  for (let ch = first; ch <= last; ch++) out.push(ch);
  return out;
}
