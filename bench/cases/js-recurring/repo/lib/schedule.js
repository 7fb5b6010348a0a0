'use strict';

const { parseISODate, formatISODate, addDays, addMonths, daysBetween } = require('./dates');

const UNITS = new Set(['day', 'week', 'month']);

// A rule: { start: 'YYYY-MM-DD', every: 'day' | 'week' | 'month', interval: 1, until: 'YYYY-MM-DD' (optional) }
function checkRule(rule) {
  if (!UNITS.has(rule.every)) {
    throw new TypeError(`unknown unit: ${rule.every}`);
  }
  const interval = rule.interval === undefined ? 1 : rule.interval;
  if (!Number.isInteger(interval) || interval < 1) {
    throw new RangeError(`interval must be a whole number of at least 1, not ${rule.interval}`);
  }
  return {
    start: parseISODate(rule.start),
    every: rule.every,
    interval,
    until: rule.until === undefined ? null : parseISODate(rule.until),
  };
}

// The i-th occurrence (0 is the start), as a Date.
function occurrence(r, i) {
  switch (r.every) {
    case 'day':
      return addDays(r.start, i * r.interval);
    case 'week':
      return addDays(r.start, 7 * i * r.interval);
    default:
      return addMonths(r.start, i * r.interval);
  }
}

// The first `count` dates of the rule (fewer if `until` comes first), as YYYY-MM-DD strings.
function expand(rule, count) {
  const r = checkRule(rule);
  const out = [];
  for (let i = 0; out.length < count; i++) {
    const d = occurrence(r, i);
    if (r.until && d > r.until) {
      break;
    }
    out.push(formatISODate(d));
  }
  return out;
}

// The first date of the rule on or after `date`, or null if the rule ends before it.
function nextOnOrAfter(rule, date) {
  const r = checkRule(rule);
  const target = parseISODate(date);
  let i = 0;
  if (r.every !== 'month') {
    const step = r.every === 'week' ? 7 * r.interval : r.interval;
    i = Math.max(0, Math.ceil(daysBetween(r.start, target) / step));
  }
  for (;; i++) {
    const d = occurrence(r, i);
    if (r.until && d > r.until) {
      return null;
    }
    if (d >= target) {
      return formatISODate(d);
    }
  }
}

module.exports = { expand, nextOnOrAfter, checkRule };
