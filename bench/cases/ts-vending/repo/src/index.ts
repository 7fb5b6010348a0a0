export * from "./money.js";
export * from "./catalogue.js";
export * from "./planogram.js";
export * from "./coins.js";
export * from "./machine.js";
export * from "./restock.js";
export * from "./reports.js";
