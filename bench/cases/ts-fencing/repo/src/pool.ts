import type { BoutResult, Fencer } from './types';
import { sheetEntry } from './bout';

/** Bout order for pools of four to seven, by position on the pool sheet. */
export const BOUT_ORDER: Record<number, ReadonlyArray<readonly [number, number]>> = {
  4: [[1, 4], [2, 3], [1, 3], [2, 4], [3, 4], [1, 2]],
  5: [[1, 2], [3, 4], [5, 1], [2, 3], [5, 4], [1, 3], [2, 5], [4, 1], [3, 5], [4, 2]],
  6: [
    [1, 2], [4, 5], [2, 3], [5, 6], [3, 1], [6, 4], [2, 5], [1, 4],
    [5, 3], [1, 6], [4, 2], [3, 6], [5, 1], [3, 4], [6, 2],
  ],
  7: [
    [1, 4], [2, 5], [3, 6], [7, 1], [5, 4], [2, 3], [6, 7], [5, 1], [4, 3], [6, 2], [5, 7],
    [3, 1], [4, 6], [7, 2], [3, 5], [1, 6], [2, 4], [7, 3], [6, 5], [1, 2], [4, 7],
  ],
};

export const MIN_POOL = 4;
export const MAX_POOL = 7;

/** One fencer's line on the pool sheet. */
export interface PoolStat {
  fencer: Fencer;
  pool: number;
  /** Victories. */
  v: number;
  /** Bouts fenced. */
  m: number;
  /** Touches scored. */
  ts: number;
  /** Touches received. */
  tr: number;
}

export function indicator(s: PoolStat): number {
  return s.ts - s.tr;
}

export class PoolError extends Error {}

export class Pool {
  readonly results: BoutResult[] = [];

  constructor(
    readonly number: number,
    readonly fencers: readonly Fencer[],
  ) {
    if (fencers.length < MIN_POOL || fencers.length > MAX_POOL) {
      throw new PoolError(`pool ${number}: ${fencers.length} fencers, want ${MIN_POOL} to ${MAX_POOL}`);
    }
    const ids = new Set(fencers.map((f) => f.id));
    if (ids.size !== fencers.length) throw new PoolError(`pool ${number}: a fencer is listed twice`);
  }

  /** The bouts in the order the referee calls them. */
  boutOrder(): Array<[Fencer, Fencer]> {
    return BOUT_ORDER[this.fencers.length].map(([a, b]) => [this.fencers[a - 1], this.fencers[b - 1]]);
  }

  private has(id: string): boolean {
    return this.fencers.some((f) => f.id === id);
  }

  private find(a: string, b: string): BoutResult | undefined {
    return this.results.find((r) => (r.left === a && r.right === b) || (r.left === b && r.right === a));
  }

  /** Records a decided bout between two fencers of this pool. */
  record(result: BoutResult): void {
    if (!this.has(result.left) || !this.has(result.right)) {
      throw new PoolError(`pool ${this.number}: ${result.left}-${result.right} is not a bout of this pool`);
    }
    if (this.find(result.left, result.right)) {
      throw new PoolError(`pool ${this.number}: ${result.left}-${result.right} already recorded`);
    }
    this.results.push(result);
  }

  /** The next bout on the order not yet recorded, or undefined when done. */
  nextBout(): [Fencer, Fencer] | undefined {
    return this.boutOrder().find(([a, b]) => !this.find(a.id, b.id));
  }

  isComplete(): boolean {
    return this.nextBout() === undefined;
  }

  /** Each fencer's victories, bouts and touches, in sheet order. */
  stats(): PoolStat[] {
    return this.fencers.map((fencer) => {
      let v = 0;
      let m = 0;
      let ts = 0;
      let tr = 0;
      for (const r of this.results) {
        if (r.left === fencer.id) {
          ts += r.leftScore;
          tr += r.rightScore;
        } else if (r.right === fencer.id) {
          ts += r.rightScore;
          tr += r.leftScore;
        } else {
          continue;
        }
        m++;
        if (r.winner === fencer.id) v++;
      }
      return { fencer, pool: this.number, v, m, ts, tr };
    });
  }

  /** The sheet entry of a's bout against b, e.g. "V5-3", or "" if not fenced. */
  entry(a: string, b: string): string {
    const r = this.find(a, b);
    return r ? sheetEntry(r, a) : '';
  }
}
