"use strict";
// Built from src/ at release time — do not edit.
Object.defineProperty(exports, "__esModule", { value: true });
exports.stringify = exports.parse = void 0;

// src/decode.js
function decodeComponent(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
function encodeComponent(text) {
  return encodeURIComponent(text).replace(/%20/g, "+");
}

// src/parse.js
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
function parse(query) {
  const result = {};
  const text = query.startsWith("?") ? query.slice(1) : query;
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const index = pair.indexOf("=");
    const rawKey = index === -1 ? pair : pair.slice(0, index);
    const rawValue = index === -1 ? "" : pair.slice(index + 1);
    const key = decodeComponent(rawKey.replace(/\+/g, " "));
    const value = decodeComponent(rawValue.replace(/\+/g, " "));
    assign(result, splitKey(key), value);
  }
  return result;
}
exports.parse = parse;

// src/stringify.js
function pairs(prefix, value, out) {
  if (Array.isArray(value)) {
    for (const item of value) pairs(`${prefix}[]`, item, out);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) pairs(`${prefix}[${key}]`, inner, out);
  } else if (value !== undefined) {
    out.push(`${encodeComponent(prefix).replace(/%5B/g, "[").replace(/%5D/g, "]")}=${encodeComponent(String(value ?? ""))}`);
  }
}
function stringify(object) {
  const out = [];
  for (const [key, value] of Object.entries(object)) pairs(key, value, out);
  return out.join("&");
}
exports.stringify = stringify;
