export type { Limits, LoanObject, Material, Problem, Venue } from "./types.js";
export { LIMITS, isLightSensitive, limitsFor } from "./limits.js";
export { checkVenue } from "./venue.js";
export { COURIER_VALUE_GBP, crateFor, needsCourier } from "./courier.js";
export type { Crate } from "./courier.js";
export { loanSummary } from "./report.js";
