import { describe, expect, it } from 'vitest';
import { decideBout } from '../src/bout';
import { BOUT_ORDER, Pool, PoolError, indicator } from '../src/pool';
import { ana, ben, cai, dev, eli, fay, gus, poolOne, poolTwo } from './fixtures';

describe('BOUT_ORDER', () => {
  for (const size of [4, 5, 6, 7]) {
    it(`has every pair once in a pool of ${size}`, () => {
      const pairs = BOUT_ORDER[size].map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join('-'));
      expect(new Set(pairs).size).toBe((size * (size - 1)) / 2);
      expect(pairs.length).toBe((size * (size - 1)) / 2);
    });
  }

  for (const size of [5, 6, 7]) {
    it(`never has a fencer on twice running in a pool of ${size}`, () => {
      const order = BOUT_ORDER[size];
      for (let i = 1; i < order.length; i++) {
        expect(order[i].filter((p) => order[i - 1].includes(p))).toEqual([]);
      }
    });
  }
});

describe('Pool', () => {
  it('refuses pools that are too small or too big, or list a fencer twice', () => {
    expect(() => new Pool(1, [ana, ben, cai])).toThrow(PoolError);
    expect(() => new Pool(1, [ana, ben, cai, ana])).toThrow(/twice/);
  });

  it('calls bouts in order and knows when it is done', () => {
    const pool = new Pool(3, [ana, ben, cai, dev]);
    expect(pool.nextBout()).toEqual([ana, dev]);
    pool.record(decideBout('pool', ana.id, dev.id, 5, 1));
    expect(pool.nextBout()).toEqual([ben, cai]);
    expect(pool.isComplete()).toBe(false);
    expect(() => pool.record(decideBout('pool', dev.id, ana.id, 5, 2))).toThrow(/already recorded/);
    expect(() => pool.record(decideBout('pool', ana.id, eli.id, 5, 2))).toThrow(/not a bout/);
    expect(poolTwo().isComplete()).toBe(true);
  });

  it('adds up victories and touches for the sheet', () => {
    const lines = poolOne().stats().map((s) => [s.fencer.id, s.v, s.m, s.ts, s.tr, indicator(s)]);
    expect(lines).toEqual([
      ['F01', 3, 4, 19, 10, 9],
      ['F02', 2, 4, 16, 12, 4],
      ['F03', 1, 4, 10, 17, -7],
      ['F04', 2, 4, 15, 18, -3],
      ['F05', 2, 4, 14, 17, -3],
    ]);
  });

  it('balances touches scored and received across the pool', () => {
    for (const pool of [poolOne(), poolTwo()]) {
      const stats = pool.stats();
      const ts = stats.reduce((n, s) => n + s.ts, 0);
      const tr = stats.reduce((n, s) => n + s.tr, 0);
      expect(tr).toBe(ts);
    }
  });

  it('shows each bout from both sides', () => {
    const pool = poolTwo();
    expect(pool.entry(fay.id, gus.id)).toBe('D2-5');
    expect(pool.entry(gus.id, fay.id)).toBe('V5-2');
    expect(new Pool(9, [ana, ben, cai, dev]).entry(ana.id, ben.id)).toBe('');
  });
});
