export type LogLevel = "debug" | "info" | "warn" | "error";

export interface ServerConfig {
  host: string;
  port: number;
  root: string;
  logLevel: LogLevel;
  openBrowser: boolean;
  proxy: Record<string, string>;
}

export const LOG_LEVELS: readonly LogLevel[] = ["debug", "info", "warn", "error"];
