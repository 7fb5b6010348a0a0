import { daysBetween, monthsBetween } from "./dates";

export type Breed = "Holstein" | "Friesian" | "Jersey" | "Ayrshire" | "Shorthorn";

export interface Cow {
  ear: string; // UK ear tag, e.g. UK 123456 700123
  name: string;
  breed: Breed;
  born: string;
  calvings: string[]; // dates of each calving, oldest first
  dried?: string; // date dried off in the current lactation, if any
  culled?: string;
}

/** Number of lactations started: a heifer that has not calved is parity 0. */
export function parity(cow: Cow): number {
  return cow.calvings.length;
}

export function lastCalving(cow: Cow): string | undefined {
  return cow.calvings[cow.calvings.length - 1];
}

export function ageMonths(cow: Cow, today: string): number {
  return monthsBetween(cow.born, today);
}

/** Days in milk on `today`: counted from the last calving, 0 on the calving day. */
export function daysInMilk(cow: Cow, today: string): number | undefined {
  const calved = lastCalving(cow);
  if (calved === undefined || !isMilking(cow, today)) return undefined;
  return daysBetween(calved, today);
}

export function isMilking(cow: Cow, today: string): boolean {
  const calved = lastCalving(cow);
  if (calved === undefined || cow.culled !== undefined) return false;
  if (daysBetween(calved, today) < 0) return false;
  return cow.dried === undefined || daysBetween(calved, cow.dried) < 0 || daysBetween(cow.dried, today) < 0;
}

export type Stage = "early" | "mid" | "late";

export function lactationStage(dim: number): Stage {
  if (dim < 100) return "early";
  if (dim < 200) return "mid";
  return "late";
}

export function inHerd(cows: Cow[]): Cow[] {
  return cows.filter((c) => c.culled === undefined);
}
