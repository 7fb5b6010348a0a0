import { parseDate } from "./calendar";

export type Species = "dog" | "cat" | "rabbit" | "ferret";

export interface Patient {
  id: string;
  name: string;
  species: Species;
  born: string;
  weightKg: number;
  neutered: boolean;
  ownerId: string;
}

export type LifeStage = "juvenile" | "adult" | "senior";

// Age in whole years from which each species is seen at the senior clinic.
const SENIOR_FROM_YEARS: Record<Species, number> = {
  dog: 8,
  cat: 11,
  rabbit: 5,
  ferret: 5,
};

// Age in whole months until which each species counts as juvenile.
const JUVENILE_UNTIL_MONTHS: Record<Species, number> = {
  dog: 12,
  cat: 12,
  rabbit: 6,
  ferret: 6,
};

export function ageInMonths(patient: Patient, on: Date): number {
  const born = parseDate(patient.born);
  let months =
    (on.getUTCFullYear() - born.getUTCFullYear()) * 12 + (on.getUTCMonth() - born.getUTCMonth());
  if (on.getUTCDate() < born.getUTCDate()) months -= 1;
  if (months < 0) throw new Error(`${patient.name} is not born yet on that date`);
  return months;
}

export function lifeStage(patient: Patient, on: Date): LifeStage {
  const months = ageInMonths(patient, on);
  if (months < JUVENILE_UNTIL_MONTHS[patient.species]) return "juvenile";
  if (months >= SENIOR_FROM_YEARS[patient.species] * 12) return "senior";
  return "adult";
}

export function describeAge(patient: Patient, on: Date): string {
  const months = ageInMonths(patient, on);
  if (months < 12) return `${months} month${months === 1 ? "" : "s"}`;
  const years = Math.floor(months / 12);
  return `${years} year${years === 1 ? "" : "s"}`;
}

export function validatePatient(patient: Patient): string[] {
  const problems: string[] = [];
  if (!patient.name.trim()) problems.push("name is empty");
  if (!(patient.weightKg > 0)) problems.push("weight must be positive");
  if (patient.weightKg > 120) problems.push("weight over 120 kg, check units");
  try {
    parseDate(patient.born);
  } catch (err) {
    problems.push((err as Error).message);
  }
  return problems;
}
