export * from "./dates.ts";
export * from "./species.ts";
export * from "./season.ts";
export * from "./tree.ts";
export * from "./watering.ts";
export * from "./wiring.ts";
export * from "./repotting.ts";
export * from "./agenda.ts";
