// Special stages: timed to the second from the start signal to the flying finish.

export interface StageTime {
  stage: string;
  start: number;
  finish: number;
}

export function stageSeconds(t: StageTime): number {
  if (t.finish <= t.start) throw new Error(`stage ${t.stage}: finish ${t.finish} not after start ${t.start}`);
  return t.finish - t.start;
}

/** The fastest time of each stage among the crews that ran it. */
export function fastestTimes(times: StageTime[][]): Map<string, number> {
  const best = new Map<string, number>();
  for (const crew of times) {
    for (const t of crew) {
      const secs = stageSeconds(t);
      const prev = best.get(t.stage);
      if (prev === undefined || secs < prev) best.set(t.stage, secs);
    }
  }
  return best;
}
