import { ValueError } from './errors.js';

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

// Milliseconds per duration unit.
const DURATION_UNITS = {
  ms: 1,
  s: 1000,
  m: 60 * 1000,
  h: 60 * 60 * 1000,
  d: 24 * 60 * 60 * 1000,
};

export function parseString(raw) {
  return raw;
}

export function parseInteger(raw, { min = -Infinity, max = Infinity } = {}) {
  if (!/^[-+]?\d+$/.test(raw.trim())) {
    throw new ValueError(`not an integer: ${JSON.stringify(raw)}`);
  }
  const value = Number.parseInt(raw, 10);
  if (value < min || value > max) {
    throw new ValueError(`${value} is outside ${min}..${max}`);
  }
  return value;
}

export function parseBoolean(raw) {
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new ValueError(`not a boolean: ${JSON.stringify(raw)}`);
}

export function parseList(raw, { separator = ',' } = {}) {
  return raw
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function parseEnum(raw, { values = [] } = {}) {
  const value = raw.trim();
  if (!values.includes(value)) {
    throw new ValueError(`${JSON.stringify(raw)} is not one of ${values.join(', ')}`);
  }
  return value;
}

/** "1500ms", "30s", "5m", "1h30m", "2d" → milliseconds. A bare number is seconds. */
export function parseDuration(raw) {
  const text = raw.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    return Math.round(Number(text) * DURATION_UNITS.s);
  }
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) {
    throw new ValueError(`not a duration: ${JSON.stringify(raw)}`);
  }
  let total = 0;
  for (const [, amount, unit] of parts) {
    total += Number(amount) * DURATION_UNITS[unit];
  }
  return Math.round(total);
}

export const PARSERS = {
  string: parseString,
  integer: parseInteger,
  boolean: parseBoolean,
  list: parseList,
  enum: parseEnum,
  duration: parseDuration,
};
