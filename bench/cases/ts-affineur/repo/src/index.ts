export * from "./dates";
export * from "./styles";
export * from "./wheel";
export * from "./care";
export * from "./ripeness";
export * from "./cave";
export * from "./report";
