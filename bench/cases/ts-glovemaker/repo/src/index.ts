export * from "./units.ts";
export * from "./sizing.ts";
export * from "./leather.ts";
export * from "./pattern.ts";
export * from "./cutting.ts";
export * from "./stitching.ts";
export * from "./pricing.ts";
export * from "./orders.ts";
