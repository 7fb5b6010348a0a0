import type { Config } from "./config";

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Delays before each retry: backoff, doubled each time, never longer than the request timeout. */
export function retryDelays(config: Pick<Config, "retries" | "backoffMs" | "timeoutMs">): number[] {
  const delays: number[] = [];
  for (let attempt = 0; attempt < config.retries; attempt++) {
    delays.push(Math.min(config.backoffMs * 2 ** attempt, config.timeoutMs));
  }
  return delays;
}

export async function withRetries<T>(config: Config, work: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (const delay of [0, ...retryDelays(config)]) {
    if (delay > 0) await sleep(delay);
    try {
      return await work();
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}
