import { DEFAULTS } from "./defaults.js";
import { fromEnv } from "./env.js";
import type { ServerConfig } from "./schema.js";

/** Defaults, then the config file's settings, then the environment's. */
export function resolveConfig(file: Partial<ServerConfig>, env: Record<string, string | undefined>): ServerConfig {
  const merged = { ...DEFAULTS, ...file, ...fromEnv(env) };
  return { ...merged, proxy: { ...DEFAULTS.proxy, ...file.proxy } };
}

export { ConfigError } from "./env.js";
export type { ServerConfig } from "./schema.js";
