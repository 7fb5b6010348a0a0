export { parseDuration, formatPace, formatDuration } from "./time";
export { sum, mean, best, round1 } from "./stats";
export { paceOf, summary, type Run, type RunnerLog, type Summary } from "./runner";
export { weeklyReport } from "./report";
