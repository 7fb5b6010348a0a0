import { describe, expect, it } from 'vitest';
import { feeFor } from '../src/fees';
import { byId, marketPlan } from '../src/pitches';
import type { Booking, Trader } from '../src/types';
import { bread, cheese, coffee, honey } from './fixtures';

const plan = marketPlan();
const book = (trader: Trader, pitchId: string, bookedOn = '2025-06-07'): Booking => ({
  trader,
  pitch: byId(plan, pitchId),
  date: '2025-06-14',
  bookedOn,
});

describe('feeFor', () => {
  it('charges the width of the pitch', () => {
    expect(feeFor(book(bread, 'B1'))).toMatchObject({ pitch: 1800, power: 0, discount: 0, total: 1800 });
  });

  it('charges power only when the trader uses it', () => {
    expect(feeFor(book(bread, 'A1')).power).toBe(0);
    expect(feeFor(book(coffee, 'A4'))).toMatchObject({ pitch: 2400, power: 400 });
  });

  it('gives regulars ten percent off the pitch, not the power', () => {
    expect(feeFor(book(honey, 'A1'))).toMatchObject({ pitch: 1800, discount: 180, total: 1620 });
    expect(feeFor(book(cheese, 'A2'))).toMatchObject({ pitch: 1800, power: 400, discount: 180, total: 2020 });
  });
});
