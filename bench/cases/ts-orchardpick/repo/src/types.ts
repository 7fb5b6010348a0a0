export type Variety = "bramley" | "cox" | "gala" | "jazz";

/** Packhouse grade of a crate: extra class, first class, or seconds for processing. */
export type Grade = "extra" | "first" | "second";

export interface Picker {
  id: string;
  name: string;
  crew: string;
  /** Pickers in their first week are paid a flat rate while they learn. */
  trainee: boolean;
}

export interface Crate {
  tag: string;
  picker: string;
  row: number;
  variety: Variety;
  grade: Grade;
  /** Gross weight at the bin scale, crate included. */
  grossGrams: number;
  /** Minutes after midnight the crate was weighed. */
  weighedAt: number;
}

export interface PayLine {
  picker: string;
  crates: number;
  netGrams: number;
  cents: number;
}
