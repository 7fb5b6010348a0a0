import type { ServerConfig } from "./schema.js";

export const DEFAULTS: ServerConfig = {
  host: "127.0.0.1",
  port: 5173,
  root: ".",
  logLevel: "info",
  openBrowser: false,
  proxy: {},
};
