import { describe, expect, it } from 'vitest';
import { allocate } from '../src/allocate';
import { marketPlan } from '../src/pitches';
import { daySheet } from '../src/report';
import { bread, cheese, coffee, honey, plants } from './fixtures';

describe('daySheet', () => {
  it('lists pitches in order with their fees and the takings', () => {
    const day = '2025-06-14';
    const { bookings, unplaced } = allocate(
      marketPlan(),
      [
        { trader: honey, bookedOn: '2025-06-10' },
        { trader: cheese, bookedOn: '2025-06-01' },
        { trader: bread, bookedOn: '2025-05-01' },
        { trader: coffee, bookedOn: '2025-06-02' },
        { trader: { ...plants, wants: 7 }, bookedOn: '2025-06-12' },
      ],
      day,
    );
    expect(daySheet(day, bookings, unplaced)).toBe(
      [
        'Market day 2025-06-14',
        'A1  Hilltop Honey           £16.20  (-£1.80)',
        'A2  Dale Cheeses            £20.20  (power, -£1.80)',
        'A4  Bean Van Coffee         £25.60  (power, -£2.40)',
        'B1  Stonebake Bread         £18.00',
        'Takings: £80.00',
        'No pitch: Greenhouse Plants',
      ].join('\n'),
    );
  });
});
