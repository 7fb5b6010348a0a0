export * from "./types.js";
export { CRATE_TARE_GRAMS, byPicker, byRow, isSuspect, netGrams, totalNetGrams } from "./crates.js";
export { centsPerKg, isProcessingGrade, TRAINEE_CENTS_PER_KG } from "./rates.js";
export { crateCents, crewTotals, payLines } from "./payroll.js";
export { daySheet, gradeMix, rowLine } from "./daysheet.js";
export { clock, kilos, money } from "./text.js";
