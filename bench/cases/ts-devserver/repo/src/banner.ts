import type { ServerConfig } from "./config/index.js";

/** The first lines the server prints. */
export function banner(config: ServerConfig): string[] {
  const url = `http://${config.host}:${config.port}/`;
  const lines = [`devserver ready at ${url}`, `serving ${config.root}`];
  for (const [prefix, target] of Object.entries(config.proxy)) lines.push(`proxy ${prefix} -> ${target}`);
  return lines;
}

/** The next port to try when the configured one is taken. */
export function fallbackPort(config: ServerConfig, attempt: number): number {
  return config.port + attempt;
}
