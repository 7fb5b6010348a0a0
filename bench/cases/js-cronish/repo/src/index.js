export { FIELDS, fieldNamed } from "./fields.js";
export { CronSyntaxError, parseCron, parseField } from "./parse.js";
export { matches, nextRun, nextRuns } from "./next.js";
