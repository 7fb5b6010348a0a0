import { addDays, daysBetween } from "./dates";
import { styleOf } from "./styles";
import type { Wheel } from "./wheel";

export function ageDays(wheel: Wheel, today: string): number {
  return daysBetween(wheel.madeOn, today);
}

export function readyOn(wheel: Wheel): string {
  return addDays(wheel.madeOn, styleOf(wheel.style).minAgeDays);
}

export function isReady(wheel: Wheel, today: string): boolean {
  return ageDays(wheel, today) >= styleOf(wheel.style).minAgeDays;
}

/** The weight a wheel should have on `today`, losing its style's share each whole week. */
export function expectedGrams(wheel: Wheel, today: string): number {
  const weeks = Math.floor(ageDays(wheel, today) / 7);
  const keep = 1 - styleOf(wheel.style).weeklyLossPct / 100;
  return Math.round(wheel.grams * keep ** weeks);
}
