export { CURRENCIES, currency, formatAmount, parseAmount, roundUp, type Currency } from "./money.js";
export { splitBill, tableTotal, type Item, type Share, type SplitOptions } from "./split.js";
export { receipt } from "./receipt.js";
