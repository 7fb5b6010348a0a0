import { describe, expect, it } from 'vitest';
import type { PoolStat } from '../src/pool';
import { promoted, rankAfterPools } from '../src/ranking';
import { fencer, poolOne, poolTwo } from './fixtures';

function line(id: string, v: number, m: number, ts: number, tr: number): PoolStat {
  return { fencer: fencer(id, id, 'X'), pool: 1, v, m, ts, tr };
}

describe('rankAfterPools', () => {
  it('ranks the club championship pools', () => {
    const ranking = rankAfterPools([...poolOne().stats(), ...poolTwo().stats()]);
    expect(ranking.map((s) => `${s.place} ${s.stat.fencer.name}`)).toEqual([
      '1 Gus Halloran',
      '2 Ana Ferreira',
      '3 Hal Winter',
      '4 Ben Okafor',
      '5 Dev Patel',
      '6 Eli Strand',
      '7 Fay Moreau',
      '8 Cai Lewis',
      '9 Ivy Chen',
    ]);
    expect(ranking.some((s) => s.tied)).toBe(false);
  });

  it('compares victories over bouts, not victories, across pools of different sizes', () => {
    const ranking = rankAfterPools([line('A', 3, 5, 20, 18), line('B', 3, 4, 17, 12)]);
    expect(ranking.map((s) => s.stat.fencer.id)).toEqual(['B', 'A']);
  });

  it('shares places between fencers it cannot separate', () => {
    const ranking = rankAfterPools([
      line('D', 2, 4, 15, 15),
      line('C', 2, 4, 15, 15),
      line('B', 2, 4, 16, 15),
      line('A', 1, 4, 12, 18),
    ]);
    expect(ranking.map((s) => [s.stat.fencer.id, s.place, s.tied])).toEqual([
      ['B', 1, false],
      ['C', 2, true],
      ['D', 2, true],
      ['A', 4, false],
    ]);
  });
});

describe('promoted', () => {
  it('eliminates the bottom fraction', () => {
    const ranking = rankAfterPools([...poolOne().stats(), ...poolTwo().stats()]);
    expect(promoted(ranking, 0.2).map((f) => f.name)).not.toContain('Ivy Chen');
    expect(promoted(ranking, 0.2)).toHaveLength(8);
    expect(promoted(ranking, 0)).toHaveLength(9);
    expect(() => promoted(ranking, 1)).toThrow(RangeError);
  });

  it('takes everyone tied with the last fencer through', () => {
    const ranking = rankAfterPools([
      line('A', 3, 3, 15, 5),
      line('B', 2, 3, 12, 9),
      line('C', 1, 3, 9, 12),
      line('D', 1, 3, 9, 12),
    ]);
    expect(promoted(ranking, 0.5).map((f) => f.id)).toEqual(['A', 'B']);
    expect(promoted(ranking, 0.4).map((f) => f.id)).toEqual(['A', 'B', 'C', 'D']);
  });
});
