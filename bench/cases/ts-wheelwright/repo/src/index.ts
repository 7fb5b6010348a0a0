export * from "./units.js";
export * from "./wheel.js";
export * from "./tyre.js";
export * from "./timber.js";
export * from "./quote.js";
export * from "./jobs.js";
