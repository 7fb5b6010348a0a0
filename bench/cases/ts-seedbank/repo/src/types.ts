export type Crop = "bean" | "pea" | "tomato" | "lettuce" | "squash" | "chard";

export const CROPS: readonly Crop[] = ["bean", "pea", "tomato", "lettuce", "squash", "chard"];

/** One germination test: so many seeds sown on damp paper, so many sprouted. */
export interface GerminationTest {
  date: string; // ISO date
  sown: number;
  sprouted: number;
}

/** A lot of saved seed: one variety, saved by one grower in one year. */
export interface Lot {
  id: string;
  crop: Crop;
  variety: string;
  grower: string;
  harvestYear: number;
  weightGrams: number;
  tests: GerminationTest[];
}

/** Packets handed out to a member from a lot. */
export interface Withdrawal {
  lotId: string;
  member: string;
  packets: number;
  date: string;
}
