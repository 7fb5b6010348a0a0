export * from "./machines";
export * from "./cycles";
export * from "./dryers";
export * from "./util/time";
