import { describe, expect, it } from 'vitest';
import { rideResult } from '../src/ride';
import { entry, RHAYADER } from './fixtures';

describe('rideResult', () => {
  it('times each loop from the end of the previous hold', () => {
    const result = rideResult(RHAYADER, entry(12));
    expect(result.loops.map((l) => [l.loop, l.start, l.time])).toEqual([
      [1, 25200, 7710], // 07:00:00 to 09:08:30
      [2, 35650, 7050], // 09:14:10 + 40 min to 11:51:40
      [3, 45540, 4760], // 11:59:00 + 40 min to 13:58:20
    ]);
    expect(result.loops[0].speed).toBeCloseTo(14.94, 2);
  });

  it('the ride time leaves out the holds but not the recoveries', () => {
    const result = rideResult(RHAYADER, entry(12));
    expect(result.km).toBe(80);
    expect(result.rideTime).toBe(20300); // 6:58:20 less 2 x 40 min
    expect(result.speed).toBeCloseTo(14.19, 2);
    expect(result.outcome).toEqual({ status: 'completed' });
  });

  it('eliminated at a gate', () => {
    const result = rideResult(RHAYADER, entry(21));
    expect(result.outcome).toEqual({ status: 'eliminated', code: 'FTQ-ME', loop: 2 });
    expect(result.km).toBe(60);
    expect(result.loops[1].start).toBe(35760); // 09:16:00 + 40 min
  });

  it('lame at the first gate', () => {
    const result = rideResult(RHAYADER, entry(3));
    expect(result.outcome).toEqual({ status: 'eliminated', code: 'FTQ-GA', loop: 1 });
    expect(result.loops).toHaveLength(1);
  });

  it('retired in a loop', () => {
    expect(rideResult(RHAYADER, entry(15)).outcome).toEqual({ status: 'retired', loop: 2 });
  });

  it('too slow over the ride', () => {
    const result = rideResult(RHAYADER, entry(9));
    expect(result.rideTime).toBe(30000);
    expect(result.speed).toBeCloseTo(9.6, 2);
    expect(result.outcome).toEqual({ status: 'out-of-time' });
  });

  it('too fast on a speed-limited ride', () => {
    const novice = { ...RHAYADER, maxSpeed: 15 };
    expect(rideResult(novice, entry(7)).outcome).toEqual({ status: 'out-of-time' });
    expect(rideResult(novice, entry(12)).outcome).toEqual({ status: 'completed' });
  });

  it('refuses a gate of a loop the course does not have', () => {
    const stray = { ...entry(3), gates: [{ ...entry(3).gates[0], loop: 4 }] };
    expect(() => rideResult(RHAYADER, stray)).toThrow(/no loop 4 on Rhayader 80/);
  });
});
