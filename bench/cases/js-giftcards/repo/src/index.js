export { MemoryStore } from "./store.js";
export { issue, balanceOf, redeem, outstanding } from "./cards.js";
export { formatAmount } from "./money.js";
export * from "./errors.js";
