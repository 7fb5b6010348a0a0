import type { Response } from "./types";

export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers }, body };
}

export function json(status: number, value: unknown): Response {
  return { status, headers: { "content-type": "application/json" }, body: JSON.stringify(value) };
}

export const notFound = (): Response => text(404, "not found");

export const methodNotAllowed = (allowed: string[]): Response =>
  text(405, "method not allowed", { allow: allowed.join(", ") });
