import { describe, it, expect } from 'vitest';
import { makeReservoir } from '../src/reservoir.js';
import { getRecipe } from '../src/recipes.js';
import { planDose, totalMl } from '../src/dosing.js';

describe('planDose', () => {
  it('doses a fresh reservoir at full strength', () => {
    const plan = planDose(makeReservoir({ capacity: 50 }), getRecipe('veg'));
    expect(plan).toEqual({ stage: 'veg', litres: 50, targetEc: 1.6, dose: { a: 80, b: 80, calmag: 30 } });
    expect(totalMl(plan)).toBe(190);
  });

  it('counts the EC of the tap water towards the target', () => {
    const plan = planDose(makeReservoir({ capacity: 50 }), getRecipe('flower'), { waterEc: 0.4 });
    expect(plan.dose).toEqual({ a: 72, b: 96, calmag: 20 });
  });

  it('doses nothing when the water is already strong enough', () => {
    const reservoir = makeReservoir({ capacity: 40, ec: 1.3 });
    expect(planDose(reservoir, getRecipe('ripen')).dose).toEqual({ a: 0, b: 0, calmag: 0 });
  });

  it('rejects an unknown stage', () => {
    expect(() => getRecipe('fruiting')).toThrow(/no recipe/);
  });
});
