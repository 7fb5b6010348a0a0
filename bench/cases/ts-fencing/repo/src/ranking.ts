import { indicator, type PoolStat } from './pool';
import type { Fencer } from './types';

/** A fencer's place in the ranking after the pools. */
export interface Seed {
  stat: PoolStat;
  /** Victories over bouts fenced. */
  ratio: number;
  indicator: number;
  /** Place, shared by fencers who cannot be separated. */
  place: number;
  tied: boolean;
}

function ratioOf(s: PoolStat): number {
  return s.m === 0 ? 0 : s.v / s.m;
}

/** Orders two pool lines: better ratio, then indicator, then touches scored. */
function compareLines(a: Seed, b: Seed): number {
  return b.ratio - a.ratio || b.indicator - a.indicator || b.stat.ts - a.stat.ts;
}

/**
 * Ranks every fencer across all pools: victories over bouts first, then the
 * indicator (touches scored less received), then touches scored. Fencers
 * level on all three share a place; their order is by ID so the ranking is
 * the same on every run.
 */
export function rankAfterPools(stats: readonly PoolStat[]): Seed[] {
  const seeds: Seed[] = stats.map((stat) => ({
    stat,
    ratio: ratioOf(stat),
    indicator: indicator(stat),
    place: 0,
    tied: false,
  }));
  seeds.sort((a, b) => compareLines(a, b) || a.stat.fencer.id.localeCompare(b.stat.fencer.id));
  seeds.forEach((s, i) => {
    const prev = seeds[i - 1];
    if (prev && compareLines(prev, s) === 0) {
      s.place = prev.place;
      s.tied = prev.tied = true;
    } else {
      s.place = i + 1;
    }
  });
  return seeds;
}

/**
 * The fencers promoted to the direct elimination when the bottom `cut`
 * fraction are eliminated. Fencers tied with the last one promoted go
 * through too.
 */
export function promoted(ranking: readonly Seed[], cut: number): Fencer[] {
  if (cut < 0 || cut >= 1) throw new RangeError(`cut ${cut} must be at least 0 and below 1`);
  const keep = Math.max(2, Math.ceil(ranking.length * (1 - cut)));
  if (keep >= ranking.length) return ranking.map((s) => s.stat.fencer);
  const lastPlace = ranking[keep - 1].place;
  return ranking.filter((s, i) => i < keep || s.place === lastPlace).map((s) => s.stat.fencer);
}
