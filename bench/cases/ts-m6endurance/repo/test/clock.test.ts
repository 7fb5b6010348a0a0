import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, parseClock } from '../src/clock';

describe('clock', () => {
  it('reads HH:MM and HH:MM:SS', () => {
    expect(parseClock('07:00')).toBe(25200);
    expect(parseClock('9:08:30')).toBe(32910);
    expect(parseClock(' 23:59:59 ')).toBe(86399);
  });

  it('refuses other forms', () => {
    for (const bad of ['24:00', '7', '07:60', '07:00:75', '']) {
      expect(() => parseClock(bad)).toThrow(/bad clock time/);
    }
  });

  it('formats durations and clock times', () => {
    expect(formatDuration(20300)).toBe('5:38:20');
    expect(formatDuration(59.6)).toBe('0:01:00');
    expect(formatClock(32910)).toBe('09:08:30');
  });
});
