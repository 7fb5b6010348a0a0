import type { Middleware } from "../http/types";

export interface LogLine {
  method: string;
  path: string;
  status: number;
  ms: number;
}

export function logger(write: (line: LogLine) => void, now: () => number = Date.now): Middleware {
  return async (req, next) => {
    const started = now();
    const res = await next();
    write({ method: req.method, path: req.path, status: res.status, ms: now() - started });
    return res;
  };
}
