export type TrialClass = "novice" | "open";

export type Phase = "outrun" | "lift" | "fetch" | "drive" | "pen";

export interface Entry {
  id: number;
  handler: string;
  dog: string;
  trialClass: TrialClass;
}

/** The judge's sheet for one run: points taken off each phase, or a retirement. */
export interface RunSheet {
  entryId: number;
  deductions: Partial<Record<Phase, number>>;
  retired: boolean;
}

export interface Placing {
  place: number;
  entry: Entry;
  points: number;
}
