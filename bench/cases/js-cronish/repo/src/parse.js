// From "*/15 9-17 * * MON-FRI" to the set of allowed values of each field.

import { FIELDS } from "./fields.js";

export class CronSyntaxError extends Error {
  constructor(message, expression) {
    super(`${message} in "${expression}"`);
    this.name = "CronSyntaxError";
    this.expression = expression;
  }
}

function value(token, field, expression) {
  if (field.names) {
    const index = field.names.indexOf(token.toUpperCase());
    if (index >= 0) return index + field.min;
  }
  if (!/^\d+$/.test(token)) throw new CronSyntaxError(`"${token}" is not a ${field.name}`, expression);
  const n = Number(token);
  if (n < field.min || n > field.max) {
    throw new CronSyntaxError(`${field.name} ${n} is outside ${field.min}-${field.max}`, expression);
  }
  return n;
}

function range(part, field, expression) {
  const [span, stepText] = part.split("/");
  const step = stepText === undefined ? 1 : Number(stepText);
  if (!Number.isInteger(step) || step < 1) throw new CronSyntaxError(`bad step "${stepText}"`, expression);
  let low = field.min;
  let high = field.max;
  if (span !== "*") {
    const [a, b] = span.split("-");
    low = value(a, field, expression);
    high = b === undefined ? (stepText === undefined ? low : field.max) : value(b, field, expression);
  }
  if (low > high) throw new CronSyntaxError(`${field.name} range ${span} runs backwards`, expression);
  const out = [];
  for (let v = low; v <= high; v += step) out.push(v);
  return out;
}

export function parseField(text, field, expression = text) {
  const values = new Set();
  for (const part of text.split(",")) {
    for (const v of range(part, field, expression)) values.add(v);
  }
  return [...values].sort((a, b) => a - b);
}

export function parseCron(expression) {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) {
    throw new CronSyntaxError(`expected ${FIELDS.length} fields, found ${parts.length}`, expression);
  }
  const schedule = {};
  FIELDS.forEach((field, i) => {
    schedule[field.name] = parseField(parts[i], field, expression);
  });
  schedule.anyDay = parts[2] === "*";
  schedule.anyWeekday = parts[4] === "*";
  return schedule;
}
