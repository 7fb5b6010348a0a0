import type { Hemisphere } from "./season.ts";

export interface Wiring {
  branch: string;
  applied: Date;
}

export interface Tree {
  name: string;
  speciesId: string;
  hemisphere: Hemisphere;
  /** a shallow training pot dries out faster */
  pot: "deep" | "shallow";
  lastWatered: Date;
  lastRepotted: Date;
  wiring: Wiring[];
}
