export * from "./calendar";
export * from "./patients";
export * from "./formulary";
export * from "./dosing";
export * from "./vaccines";
export * from "./appointments";
export * from "./billing";
