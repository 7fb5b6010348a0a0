export * from "./types.ts";
export type { RunCommandOptions } from "./command.ts";
export type { RunMainOptions } from "./main.ts";

export { defineCommand, runCommand } from "./command.ts";
export { parseArgs } from "./args.ts";
export { renderUsage, showUsage } from "./usage.ts";
export { runMain, createMain } from "./main.ts";
export { defineCittyPlugin } from "./plugin.ts";
