export * from "./catalog";
export * from "./loans";
export { addDays, daysBetween, formatDay, isWeekend, toDay } from "./util/dates";
export { capAt, formatCents, sumCents } from "./util/money";
