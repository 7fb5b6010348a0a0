export * from "./types.js";
export * from "./lots.js";
export * from "./germination.js";
export * from "./stock.js";
export * from "./report.js";
