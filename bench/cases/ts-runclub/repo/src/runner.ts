import { mean, round1, sum } from "./stats";
import { parseDuration } from "./time";

export interface Run {
  date: string;
  km: number;
  time: string;
}

export interface RunnerLog {
  name: string;
  runs: Run[];
}

export interface Summary {
  runs: number;
  km: number;
  pace: number;
  latestPace: number;
  trend: number;
}

/** Seconds per km of one run. */
export function paceOf(run: Run): number {
  if (run.km <= 0) throw new Error(`run on ${run.date} has no distance`);
  return parseDuration(run.time) / run.km;
}

/** A member's runs summed up; the log is oldest first. */
export function summary(log: RunnerLog): Summary {
  if (log.runs.length === 0) throw new Error(`${log.name} has no runs`);
  const paces = log.runs.map(paceOf);
  return {
    runs: log.runs.length,
    km: round1(sum(log.runs.map((run) => run.km))),
    pace: mean(paces),
    latestPace: paces[paces.length - 1],
    trend: paces[paces.length - 1] - paces[0],
  };
}
