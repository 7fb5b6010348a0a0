import type { Grade, Variety } from "./types.js";

/** Cents per kilo by variety; graded down below. */
const BASE_CENTS_PER_KG: Record<Variety, number> = {
  bramley: 21,
  cox: 26,
  gala: 24,
  jazz: 28,
};

/** Share of the base rate paid for each grade, in percent. */
const GRADE_PERCENT: Record<Grade, number> = {
  extra: 115,
  first: 100,
  second: 60,
};

export const TRAINEE_CENTS_PER_KG = 20;

export function centsPerKg(variety: Variety, grade: Grade): number {
  return Math.round((BASE_CENTS_PER_KG[variety] * GRADE_PERCENT[grade]) / 100);
}

export function isProcessingGrade(grade: Grade): boolean {
  return grade === "second";
}
