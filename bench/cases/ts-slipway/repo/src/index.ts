export * from "./types.js";
export { daysBetween, addDays } from "./dates.js";
export { liftPence, standingPence, servicePence, chargeableMetres } from "./tariff.js";
export { quote } from "./quote.js";
export type { Quote, QuoteLine } from "./quote.js";
export { check, liftsByDay, DEFAULT_LIMITS } from "./schedule.js";
export type { Problem } from "./schedule.js";
export { daySheet } from "./daysheet.js";
