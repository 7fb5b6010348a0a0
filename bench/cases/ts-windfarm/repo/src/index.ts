export * from "./availability.ts";
export * from "./powercurve.ts";
export * from "./production.ts";
export * from "./report.ts";
export * from "./scada.ts";
export * from "./turbines.ts";
export * from "./units.ts";
export * from "./wake.ts";
