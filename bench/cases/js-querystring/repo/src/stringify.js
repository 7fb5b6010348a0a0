// { a: "1", b: ["2"] } -> "a=1&b[]=2"

import { encodeComponent } from "./decode.js";

function pairs(prefix, value, out) {
  if (Array.isArray(value)) {
    for (const item of value) pairs(`${prefix}[]`, item, out);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) pairs(`${prefix}[${key}]`, inner, out);
  } else if (value !== undefined) {
    out.push(`${encodeComponent(prefix).replace(/%5B/g, "[").replace(/%5D/g, "]")}=${encodeComponent(String(value ?? ""))}`);
  }
}

export function stringify(object) {
  const out = [];
  for (const [key, value] of Object.entries(object)) pairs(key, value, out);
  return out.join("&");
}
