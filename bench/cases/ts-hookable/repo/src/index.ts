export { Hookable, HookableCore, createHooks } from "./hookable.ts";

export { flatHooks, mergeHooks, parallelCaller, serial, serialCaller } from "./utils.ts";

export * from "./debugger.ts";

export * from "./types.ts";
