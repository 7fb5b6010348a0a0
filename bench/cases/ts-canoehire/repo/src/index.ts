export type { Booking, Craft, CraftKind, Fleet, Rate, Slot } from "./types.js";
export { book, bookingsFor, clashes, freeCraft, overlaps } from "./schedule.js";
export { cents, chargedHours, hireCents, rateFor } from "./pricing.js";
export { daySheet, totals } from "./report.js";
export { fmt, parseClock, span } from "./time.js";
