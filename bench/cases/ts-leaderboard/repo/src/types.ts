export interface Entry {
  player: string;
  score: number;
  /** Submission time, milliseconds since the epoch; entries arrive in this order. */
  at: number;
}

export interface Ranked extends Entry {
  place: number;
}
