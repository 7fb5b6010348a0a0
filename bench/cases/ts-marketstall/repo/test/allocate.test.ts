import { describe, expect, it } from 'vitest';
import { allocate } from '../src/allocate';
import { marketPlan } from '../src/pitches';
import { bread, cheese, coffee, honey, plants } from './fixtures';

const DAY = '2025-06-14';

describe('allocate', () => {
  it('puts regulars first and in their preferred row', () => {
    const { bookings, unplaced } = allocate(
      marketPlan(),
      [
        { trader: bread, bookedOn: '2025-05-01' },
        { trader: honey, bookedOn: '2025-06-10' },
        { trader: cheese, bookedOn: '2025-06-01' },
      ],
      DAY,
    );
    expect(bookings.map((b) => [b.trader.id, b.pitch.id])).toEqual([
      ['t1', 'A1'],
      ['t2', 'A2'],
      ['t3', 'B1'],
    ]);
    expect(unplaced).toEqual([]);
  });

  it('needs power where the trader does', () => {
    const { bookings } = allocate(marketPlan(), [{ trader: coffee, bookedOn: '2025-06-01' }], DAY);
    expect(bookings[0].pitch.id).toBe('A4');
  });

  it('leaves a trader unplaced when nothing is wide enough', () => {
    const { bookings, unplaced } = allocate(marketPlan(), [{ trader: { ...plants, wants: 7 }, bookedOn: '2025-06-01' }], DAY);
    expect(bookings).toEqual([]);
    expect(unplaced.map((t) => t.id)).toEqual(['t4']);
  });
});
