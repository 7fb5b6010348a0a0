// Shared shapes for a show jumping class: who is entered, what the course is,
// what the judges wrote down for each round and what the class ends with.

export interface Horse {
  name: string;
  passport: string;
  /** Year the horse was foaled. */
  foaled: number;
  /** Height at the withers, in centimetres. */
  heightCm: number;
}

export interface Rider {
  name: string;
  licence: string;
  /** 1 is the lowest grade; a class may ask for a minimum. */
  grade: number;
  junior: boolean;
}

export interface Entry {
  /** Back number worn by the horse. */
  number: number;
  rider: Rider;
  horse: Horse;
  /** Entered after the closing date (pays the late fee). */
  late?: boolean;
}

export interface Course {
  lengthM: number;
  /** Speed in metres per minute, from the schedule (e.g. 350). */
  speedMpm: number;
  obstacles: number;
  efforts: number;
}

export interface JumpOff {
  lengthM: number;
  obstacles: number;
}

export interface ClassSpec {
  code: string;
  name: string;
  /** Year of the show, for horse ages. */
  year: number;
  course: Course;
  jumpOff?: JumpOff;
  minHorseAge: number;
  /** Pony classes set a maximum height at the withers. */
  maxHeightCm?: number;
  minRiderGrade: number;
  juniorsOnly?: boolean;
  /** Prize fund in pence. */
  prizeFund: number;
  /** Share of the fund for each place, in percent, first place first. */
  prizeShares: number[];
  entryFee: number;
  lateFee: number;
}

/** What the judges' sheet says about one round of one entry. */
export interface Sheet {
  entry: number;
  knockdowns: number;
  refusals: number;
  falls: number;
  /** Clock time in seconds, to hundredths; null when the round was not finished. */
  seconds: number | null;
  retired?: boolean;
}

export type Status = "finished" | "eliminated" | "retired";

export interface RoundScore {
  entry: number;
  status: Status;
  jumpingFaults: number;
  timeFaults: number;
  faults: number;
  seconds: number;
  /** Why the round ended early, for eliminations. */
  reason?: string;
}

export interface Placed {
  entry: number;
  place: number | null;
  first: RoundScore;
  jumpOff?: RoundScore;
}

export interface ResultRow extends Placed {
  rider: string;
  horse: string;
  prize: number;
}

export interface ClassResult {
  spec: ClassSpec;
  timeAllowed: number;
  timeLimit: number;
  jumpOffTimeAllowed: number | null;
  starters: number;
  rows: ResultRow[];
}
