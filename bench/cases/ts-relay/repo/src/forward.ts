import type { Config } from "./config";
import { withRetries } from "./retry";

export interface Delivery {
  target: string;
  status: number | "failed";
  error?: string;
}

async function postOnce(target: string, body: string, headers: Record<string, string>, timeoutMs: number) {
  const response = await fetch(target, {
    method: "POST",
    body,
    headers,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status >= 500) throw new Error(`${target} answered ${response.status}`);
  return response.status;
}

/** Forwards one webhook to every target; a target that keeps failing does not stop the others. */
export async function forward(config: Config, body: string, headers: Record<string, string>): Promise<Delivery[]> {
  return Promise.all(
    config.targets.map(async (target): Promise<Delivery> => {
      try {
        const status = await withRetries(config, () => postOnce(target, body, headers, config.timeoutMs));
        return { target, status };
      } catch (err) {
        return { target, status: "failed", error: err instanceof Error ? err.message : String(err) };
      }
    }),
  );
}
