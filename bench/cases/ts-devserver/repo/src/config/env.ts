import { LOG_LEVELS, type LogLevel, type ServerConfig } from "./schema.js";

export class ConfigError extends Error {}

function parsePort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`DEVSERVER_PORT must be a port number, got ${JSON.stringify(text)}`);
  }
  return port;
}

function parseLevel(text: string): LogLevel {
  const level = LOG_LEVELS.find((l) => l === text.toLowerCase());
  if (!level) throw new ConfigError(`DEVSERVER_LOG must be one of ${LOG_LEVELS.join(", ")}`);
  return level;
}

/** Settings given as DEVSERVER_* environment variables. */
export function fromEnv(env: Record<string, string | undefined>): Partial<ServerConfig> {
  const out: Partial<ServerConfig> = {};
  if (env.DEVSERVER_HOST) out.host = env.DEVSERVER_HOST;
  if (env.DEVSERVER_PORT) out.port = parsePort(env.DEVSERVER_PORT);
  if (env.DEVSERVER_LOG) out.logLevel = parseLevel(env.DEVSERVER_LOG);
  if (env.DEVSERVER_OPEN) out.openBrowser = env.DEVSERVER_OPEN === "1";
  return out;
}
