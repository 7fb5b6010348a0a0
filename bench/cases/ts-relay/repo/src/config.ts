export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number: ${raw}`);
  return value;
}

function listFrom(env: Env, name: string): string[] {
  return (env[name] ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

export function loadConfig(env: Env) {
  const targets = listFrom(env, "RELAY_TARGETS");
  if (targets.length === 0) throw new ConfigError("RELAY_TARGETS names no target");
  return {
    targets,
    timeoutMs: intFrom(env, "RELAY_TIMEOUT_MS", 5000),
    retries: intFrom(env, "RELAY_RETRIES", 2),
    backoffMs: intFrom(env, "RELAY_BACKOFF_MS", 250),
  };
}

export type Config = ReturnType<typeof loadConfig>;
