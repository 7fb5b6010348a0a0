export * from "./units.js";
export * from "./roast.js";
export { parseLog } from "./parse.js";
export * from "./metrics.js";
export * from "./grade.js";
export { roastCard } from "./report.js";
