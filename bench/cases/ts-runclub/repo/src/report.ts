import { summary, type RunnerLog } from "./runner";
import { formatPace } from "./time";

function trendText(trend: number): string {
  const seconds = Math.round(Math.abs(trend));
  if (seconds === 0) return "steady";
  return `${seconds} s/km ${trend < 0 ? "faster" : "slower"}`;
}

/** One line per member with at least one run, in the order given. */
export function weeklyReport(logs: readonly RunnerLog[]): string[] {
  return logs
    .filter((log) => log.runs.length > 0)
    .map((log) => {
      const s = summary(log);
      const runs = s.runs === 1 ? "1 run" : `${s.runs} runs`;
      return `${log.name}: ${runs}, ${s.km} km, pace ${formatPace(s.pace)} (latest ${formatPace(s.latestPace)}, ${trendText(s.trend)})`;
    });
}
