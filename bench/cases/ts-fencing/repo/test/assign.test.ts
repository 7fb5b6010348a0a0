import { describe, expect, it } from 'vitest';
import { byRating, clubClashes, poolCount, separateClubs, serpentine } from '../src/assign';
import { ana, ben, cai, dev, eli, fay, fencer, gus, hal, ivy } from './fixtures';

const entries = [ana, ben, cai, dev, eli, fay, gus, hal, ivy];

describe('poolCount', () => {
  it('uses as few pools as it can', () => {
    expect(poolCount(4)).toBe(1);
    expect(poolCount(7)).toBe(1);
    expect(poolCount(8)).toBe(2);
    expect(poolCount(15)).toBe(3);
    expect(poolCount(29)).toBe(5);
  });

  it('refuses entries that cannot make pools', () => {
    expect(() => poolCount(3)).toThrow(RangeError);
  });
});

describe('serpentine', () => {
  it('deals fencers by rating, turning at each row', () => {
    const pools = serpentine(entries);
    expect(pools.map((p) => p.map((f) => f.name.split(' ')[0]))).toEqual([
      ['Gus', 'Fay', 'Hal', 'Cai', 'Ivy'],
      ['Ana', 'Ben', 'Dev', 'Eli'],
    ]);
  });

  it('puts unrated fencers last, by name', () => {
    const zed = fencer('Z', 'Zed Amis', 'Northgate');
    const abe = fencer('A', 'Abe Zorn', 'Northgate');
    expect(byRating([zed, gus, abe]).map((f) => f.id)).toEqual(['F07', 'A', 'Z']);
  });
});

describe('club separation', () => {
  it('finds clubmates in the same pool', () => {
    expect(clubClashes(serpentine(entries))).toEqual([
      '1: Gus Halloran / Cai Lewis',
      '1: Fay Moreau / Ivy Chen',
      '2: Ben Okafor / Eli Strand',
    ]);
  });

  it('swaps within a row to separate clubmates', () => {
    const clubs = ['Abbey', 'Beacon', 'Citadel', 'Dockside'];
    const eight = Array.from({ length: 8 }, (_, i) =>
      fencer(`E${i + 1}`, `Entry ${i + 1}`, clubs[i % 4], 80 - 10 * i),
    );
    const before = serpentine(eight);
    expect(clubClashes(before)).toHaveLength(4);
    const after = separateClubs(before);
    expect(clubClashes(after)).toEqual([]);
    expect(after.map((p) => p.length)).toEqual([4, 4]);
    expect(after.flat().map((f) => f.id).sort()).toEqual(eight.map((f) => f.id).sort());
  });

  it('leaves clashes it cannot avoid', () => {
    const pools = serpentine(entries);
    expect(clubClashes(separateClubs(pools))).toHaveLength(3);
  });
});
