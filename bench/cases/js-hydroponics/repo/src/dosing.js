import { PARTS } from './recipes.js';
import { round } from './units.js';

// How much of each concentrate to add to a reservoir to mix a recipe.
//
// Concentrate is dosed for the whole volume; the EC already in the water
// (tap water, or what is left of the last feed) counts towards the target, so
// the dose is scaled down by the share of the target that is already there.
export function planDose(reservoir, recipe, { waterEc = 0 } = {}) {
  const startEc = Math.max(reservoir.ec, waterEc);
  const share = startEc >= recipe.targetEc ? 0 : 1 - startEc / recipe.targetEc;
  const dose = {};
  for (const part of PARTS) {
    dose[part] = round(recipe.ml[part] * reservoir.volume * share, 1);
  }
  return { stage: recipe.stage, litres: reservoir.volume, targetEc: recipe.targetEc, dose };
}

export function totalMl(plan) {
  return round(PARTS.reduce((sum, part) => sum + plan.dose[part], 0), 1);
}
