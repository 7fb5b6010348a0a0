/** What an object is made of, as far as its display conditions go. */
export type Material =
  | "paper"
  | "photograph"
  | "textile"
  | "oil-on-canvas"
  | "panel"
  | "bronze"
  | "ceramic";

/** An object on loan, by the lender's accession number. */
export interface LoanObject {
  accession: string;
  title: string;
  material: Material;
  /** Weight of the object alone, in kilograms. */
  weightKg: number;
  /** Insurance value in pounds sterling. */
  valueGbp: number;
}

/** The display conditions a material tolerates. */
export interface Limits {
  maxLux: number;
  rhMin: number;
  rhMax: number;
  /** Weeks on display in any twelve months; Infinity when there is no limit. */
  maxWeeksPerYear: number;
}

/** A gallery that borrows: the conditions it can hold. */
export interface Venue {
  name: string;
  lux: number;
  rhMin: number;
  rhMax: number;
  /** Weeks the exhibition runs. */
  weeks: number;
}

export interface Problem {
  accession: string;
  message: string;
}
