export { ClockError, minutesBetween, parseClock } from "./clock";
export { formatHours } from "./format";
export { dayTotals, entryMinutes, weekSummary, WEEKLY_REGULAR_MINUTES } from "./timesheet";
export type { DayTotal, Entry, WeekSummary } from "./timesheet";
