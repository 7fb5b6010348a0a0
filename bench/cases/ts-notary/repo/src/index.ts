export * from "./types.js";
export * from "./clock.js";
export * from "./fees.js";
export * from "./idcheck.js";
export * from "./scheduler.js";
export * from "./journal.js";
export * from "./invoice.js";
