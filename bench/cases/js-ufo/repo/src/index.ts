export * from "./encoding";
export * from "./parse";
export * from "./query";
export * from "./url";
export * from "./utils";
