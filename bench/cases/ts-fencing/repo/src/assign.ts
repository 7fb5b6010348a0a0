import { MAX_POOL, MIN_POOL } from './pool';
import type { Fencer } from './types';

/** Number of pools for n fencers: as few as possible, none over MAX_POOL. */
export function poolCount(n: number): number {
  if (n < MIN_POOL) throw new RangeError(`${n} fencers are too few for a pool`);
  const count = Math.ceil(n / MAX_POOL);
  if (Math.floor(n / count) < MIN_POOL) {
    throw new RangeError(`${n} fencers cannot be split into pools of ${MIN_POOL} to ${MAX_POOL}`);
  }
  return count;
}

/** Orders entries by rating, best first; unrated fencers by name. */
export function byRating(fencers: readonly Fencer[]): Fencer[] {
  return [...fencers].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
}

/**
 * Deals fencers into pools in a serpentine by rating: the top seeds go one
 * to each pool, the next row back the other way, and so on, so that every
 * pool gets a fair mix.
 */
export function serpentine(fencers: readonly Fencer[]): Fencer[][] {
  const count = poolCount(fencers.length);
  const pools: Fencer[][] = Array.from({ length: count }, () => []);
  byRating(fencers).forEach((f, i) => {
    const row = Math.floor(i / count);
    const col = row % 2 === 0 ? i % count : count - 1 - (i % count);
    pools[col].push(f);
  });
  return pools;
}

/** Pairs of clubmates drawn into the same pool, as "pool: A / B". */
export function clubClashes(pools: readonly (readonly Fencer[])[]): string[] {
  const out: string[] = [];
  pools.forEach((pool, p) => {
    for (let i = 0; i < pool.length; i++) {
      for (let j = i + 1; j < pool.length; j++) {
        if (pool[i].club && pool[i].club === pool[j].club) {
          out.push(`${p + 1}: ${pool[i].name} / ${pool[j].name}`);
        }
      }
    }
  });
  return out;
}

/**
 * Separates clubmates where it can by swapping a fencer with one from the
 * same serpentine row of another pool, which keeps the pools' strength even.
 */
export function separateClubs(pools: Fencer[][]): Fencer[][] {
  const out = pools.map((p) => [...p]);
  const clubsIn = (pool: Fencer[], skip: number) =>
    new Set(pool.filter((_, i) => i !== skip).map((f) => f.club));
  for (let p = 0; p < out.length; p++) {
    for (let row = 0; row < out[p].length; row++) {
      const f = out[p][row];
      if (!clubsIn(out[p], row).has(f.club)) continue;
      for (let q = 0; q < out.length; q++) {
        if (q === p || row >= out[q].length) continue;
        const g = out[q][row];
        if (!clubsIn(out[q], row).has(f.club) && !clubsIn(out[p], row).has(g.club)) {
          out[p][row] = g;
          out[q][row] = f;
          break;
        }
      }
    }
  }
  return out;
}
