// "a=1&b[]=2&c[d]=3" -> { a: "1", b: ["2"], c: { d: "3" } }

import { decodeComponent } from "./decode.js";

function splitKey(key) {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return [match[1], ...rest];
}

function assign(target, path, value) {
  const [head, ...tail] = path;
  if (tail.length === 0) {
    target[head] = value;
    return;
  }
  if (tail[0] === "") {
    target[head] = Array.isArray(target[head]) ? target[head] : [];
    target[head].push(value);
    return;
  }
  target[head] = target[head] && typeof target[head] === "object" ? target[head] : {};
  assign(target[head], tail, value);
}

export function parse(query) {
  const result = {};
  const text = query.startsWith("?") ? query.slice(1) : query;
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const index = pair.indexOf("=");
    const rawKey = index === -1 ? pair : pair.slice(0, index);
    const rawValue = index === -1 ? "" : pair.slice(index + 1);
    const key = decodeComponent(rawKey.replace(/\+/g, " "));
    const value = decodeComponent(rawValue);
    assign(result, splitKey(key), value);
  }
  return result;
}
