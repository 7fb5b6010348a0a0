/** What a session in the darkroom costs. Money is in pence. */
export interface Rates {
  /** Per started block of enlarger time. */
  enlargerPerBlock: number;
  /** Length of a billing block, in minutes. */
  blockMinutes: number;
  /** Minutes of enlarger time a member gets free in each session. */
  freeMinutes: number;
  /** Flat fee for fresh chemistry, per session that uses the wet bench. */
  chemistryFee: number;
  /** Fraction off the enlarger time for members. */
  memberDiscount: number;
}

export const DEFAULT_RATES: Rates = {
  enlargerPerBlock: 150,
  blockMinutes: 15,
  freeMinutes: 30,
  chemistryFee: 250,
  memberDiscount: 0.2,
};

export function withRates(partial: Partial<Rates> = {}): Rates {
  return { ...DEFAULT_RATES, ...partial };
}
