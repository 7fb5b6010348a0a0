export * from "./types.js";
export * from "./course.js";
export * from "./faults.js";
export * from "./ranking.js";
export * from "./prizes.js";
export * from "./entries.js";
export * from "./show.js";
export * from "./report.js";
