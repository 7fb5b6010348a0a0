// When does a schedule fire next?

import { parseCron } from "./parse.js";

const MINUTE = 60 * 1000;
const LIMIT_MINUTES = 366 * 24 * 60 * 5; // five years of minutes: a schedule that never fires stops here

function dayMatches(schedule, date) {
  const day = schedule.day.includes(date.getUTCDate());
  const weekday = schedule.weekday.includes(date.getUTCDay());
  // cron's rule: when both are restricted, either one matching is enough
  if (!schedule.anyDay && !schedule.anyWeekday) return day || weekday;
  return day && weekday;
}

export function matches(schedule, date) {
  return (
    schedule.minute.includes(date.getUTCMinutes()) &&
    schedule.hour.includes(date.getUTCHours()) &&
    schedule.month.includes(date.getUTCMonth() + 1) &&
    dayMatches(schedule, date)
  );
}

export function nextRun(expression, after = new Date()) {
  const schedule = typeof expression === "string" ? parseCron(expression) : expression;
  let t = new Date(Math.floor(after.getTime() / MINUTE) * MINUTE + MINUTE);
  for (let i = 0; i < LIMIT_MINUTES; i++) {
    if (matches(schedule, t)) return t;
    t = new Date(t.getTime() + MINUTE);
  }
  return null;
}

export function nextRuns(expression, count, after = new Date()) {
  const schedule = parseCron(expression);
  const out = [];
  let t = after;
  while (out.length < count) {
    t = nextRun(schedule, t);
    if (t === null) break;
    out.push(t);
  }
  return out;
}
