export * from "./esm";
export * from "./object";
export * from "./string";
export * from "./types";
export * from "./typescript";
export * from "./utils";
