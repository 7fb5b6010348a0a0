import type { TempUnit } from "./units.js";

/** One reading of the probes, seconds after charge; temperatures in °C. */
export interface Sample {
  t: number;
  bt: number;
  et?: number;
}

/** Times of the roast's landmarks, seconds after charge. */
export interface RoastEvents {
  charge: number;
  turningPoint?: number;
  dryEnd?: number;
  firstCrack?: number;
  drop: number;
}

export type EventCode = "CHARGE" | "TP" | "DE" | "FC" | "DROP";

export const EVENT_FIELDS: Record<EventCode, keyof RoastEvents> = {
  CHARGE: "charge",
  TP: "turningPoint",
  DE: "dryEnd",
  FC: "firstCrack",
  DROP: "drop",
};

export interface RoastLog {
  bean: string;
  roaster: string;
  /** Unit the log was written in; samples are kept in °C. */
  unit: TempUnit;
  greenGrams: number;
  roastedGrams?: number;
  samples: Sample[];
  events: RoastEvents;
}
