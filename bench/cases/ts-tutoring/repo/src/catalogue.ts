import { Pence } from "./money";

export type Level = "KS2" | "KS3" | "GCSE" | "A-level" | "Undergraduate";

export const LEVELS: Level[] = ["KS2", "KS3", "GCSE", "A-level", "Undergraduate"];

/** The agency's standard hourly rates charged to families. */
export const HOURLY_RATES: Record<Level, Pence> = {
  KS2: 3000,
  KS3: 3400,
  GCSE: 3800,
  "A-level": 4400,
  Undergraduate: 5200,
};

export interface Tutor {
  id: string;
  name: string;
  subjects: string[];
  levels: Level[];
  /** Senior tutors charge more at some levels. */
  rates?: Partial<Record<Level, Pence>>;
}

export interface Student {
  id: string;
  name: string;
  /** Invoices go to the family, which may have several students. */
  family: string;
  level: Level;
}

export function hourlyRate(tutor: Tutor, level: Level): Pence {
  return tutor.rates?.[level] ?? HOURLY_RATES[level];
}

export function teaches(tutor: Tutor, subject: string, level: Level): boolean {
  const wanted = subject.trim().toLowerCase();
  return tutor.levels.includes(level) && tutor.subjects.some((s) => s.toLowerCase() === wanted);
}
