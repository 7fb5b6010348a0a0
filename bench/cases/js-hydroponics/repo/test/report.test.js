import { describe, it, expect } from 'vitest';
import { makeReservoir } from '../src/reservoir.js';
import { getRecipe } from '../src/recipes.js';
import { planDose } from '../src/dosing.js';
import { formatPlan } from '../src/report.js';

describe('formatPlan', () => {
  it('lists each part and the total', () => {
    const plan = planDose(makeReservoir({ capacity: 20 }), getRecipe('seedling'));
    expect(formatPlan(plan)).toBe(
      [
        'seedling feed for 20 L (target EC 0.8)',
        '  Part A     12.0 ml',
        '  Part B     12.0 ml',
        '  Cal-Mag     6.0 ml',
        '  Total      30.0 ml',
      ].join('\n'),
    );
  });
});
