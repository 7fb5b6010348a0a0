export * from "./config";
export * from "./geo";
export * from "./money";
export * from "./quote";
