export { allocate, formatCents, percentOf, toCents } from "./money.js";
export { DEFAULTS, resolveOptions } from "./options.js";
export { receipt } from "./receipt.js";
export { splitBill } from "./split.js";
