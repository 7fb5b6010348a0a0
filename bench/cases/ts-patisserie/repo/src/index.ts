export * from "./recipe.js";
export * from "./catalogue.js";
export * from "./pricing.js";
export * from "./oven.js";
export * from "./orders.js";
