export * from "./dates";
export * from "./cows";
export * from "./yields";
export * from "./quality";
export * from "./price";
export * from "./breeding";
export * from "./withdrawal";
export * from "./report";
