export * from "./units.js";
export * from "./gas.js";
export * from "./cylinders.js";
export * from "./tables.js";
export * from "./plan.js";
export * from "./logbook.js";
