import type { Params } from "./http/types";

/** A compiled path pattern such as /users/:id/posts/* */
export interface Pattern {
  source: string;
  match(path: string): Params | null;
}

function split(path: string): string[] {
  return path.split("/").filter((segment) => segment.length > 0);
}

export function compile(source: string): Pattern {
  const segments = split(source);
  const wildcard = segments[segments.length - 1] === "*";
  const fixed = wildcard ? segments.slice(0, -1) : segments;
  return {
    source,
    match(path: string): Params | null {
      const parts = split(path);
      if (wildcard ? parts.length < fixed.length : parts.length !== fixed.length) {
        return null;
      }
      const params: Params = {};
      for (let i = 0; i < fixed.length; i++) {
        const segment = fixed[i];
        if (segment.startsWith(":")) {
          params[segment.slice(1)] = decodeURIComponent(parts[i]);
        } else if (segment !== parts[i]) {
          return null;
        }
      }
      if (wildcard) {
        params["*"] = parts.slice(fixed.length).join("/");
      }
      return params;
    },
  };
}
