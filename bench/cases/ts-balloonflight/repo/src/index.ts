export * from "./atmosphere.ts";
export * from "./lift.ts";
export * from "./fuel.ts";
export * from "./manifest.ts";
export * from "./drift.ts";
export * from "./briefing.ts";
