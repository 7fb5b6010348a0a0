import type { BoutResult, Fencer } from './types';

/** The smallest power of two that holds n fencers. */
export function tableauSize(n: number): number {
  if (n < 2) throw new RangeError('a tableau needs at least two fencers');
  let size = 2;
  while (size < n) size *= 2;
  return size;
}

/**
 * Seeds in bracket order for a tableau of the given size: 1 meets the last
 * seed, and 1 and 2 can only meet in the final.
 */
export function seedOrder(size: number): number[] {
  let order = [1, 2];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

/** Name of a round by the number of fencers in it: "T64", ..., "final". */
export function roundName(fencersInRound: number): string {
  if (fencersInRound === 2) return 'final';
  if (fencersInRound === 4) return 'semi-final';
  if (fencersInRound === 8) return 'quarter-final';
  return `T${fencersInRound}`;
}

export type Slot = Fencer | null;

export class Tableau {
  /** rounds[0] is the first round; each holds the slots in bracket order. */
  readonly rounds: Slot[][];
  readonly seedOf = new Map<string, number>();

  /** Builds the tableau from fencers in seeding order; the top seeds get byes. */
  constructor(seeded: readonly Fencer[]) {
    const size = tableauSize(seeded.length);
    seeded.forEach((f, i) => this.seedOf.set(f.id, i + 1));
    const first = seedOrder(size).map((s) => seeded[s - 1] ?? null);
    this.rounds = [first];
    for (let n = size / 2; n >= 1; n /= 2) this.rounds.push(new Array<Slot>(n).fill(null));
    this.advanceByes();
  }

  private advanceByes(): void {
    const first = this.rounds[0];
    for (let i = 0; i < first.length; i += 2) {
      const [a, b] = [first[i], first[i + 1]];
      if (a && !b) this.rounds[1][i / 2] = a;
      if (b && !a) this.rounds[1][i / 2] = b;
    }
  }

  /** Bouts of a round still to be fenced, as pairs of fencers. */
  pending(round: number): Array<[Fencer, Fencer]> {
    const slots = this.rounds[round];
    const out: Array<[Fencer, Fencer]> = [];
    for (let i = 0; i < slots.length; i += 2) {
      const [a, b] = [slots[i], slots[i + 1]];
      if (a && b && !this.rounds[round + 1][i / 2]) out.push([a, b]);
    }
    return out;
  }

  /** Records a bout of the given round and moves the winner on. */
  record(round: number, result: BoutResult): void {
    const slots = this.rounds[round];
    const i = slots.findIndex((f) => f?.id === result.left || f?.id === result.right);
    if (i < 0) throw new Error(`${result.left}-${result.right} is not in round ${round}`);
    const pair = i - (i % 2);
    const ids = [slots[pair]?.id, slots[pair + 1]?.id];
    if (!ids.includes(result.left) || !ids.includes(result.right)) {
      throw new Error(`${result.left} and ${result.right} do not meet in round ${round}`);
    }
    const winner = slots[pair]?.id === result.winner ? slots[pair] : slots[pair + 1];
    this.rounds[round + 1][pair / 2] = winner;
  }

  /** The winner, once the final is fenced. */
  champion(): Fencer | undefined {
    return this.rounds[this.rounds.length - 1][0] ?? undefined;
  }

  /** The round at which a fencer went out, or undefined if still in. */
  eliminatedIn(id: string): number | undefined {
    for (let r = 0; r + 1 < this.rounds.length; r++) {
      const inRound = this.rounds[r].some((f) => f?.id === id);
      const inNext = this.rounds[r + 1].some((f) => f?.id === id);
      const decided = this.rounds[r + 1].every((f, i) => f || !this.rounds[r][2 * i] || !this.rounds[r][2 * i + 1]);
      if (inRound && !inNext && decided) return r;
    }
    return undefined;
  }
}
