import { formatClock, parseClock, parseDuration } from '@runplan/core';
import { formatDuration } from './duration.js';

/** The start times (seconds after midnight) of a job run every `every` from `from` to `until`, both included. */
export function planRuns({ every, from, until }) {
  const step = parseDuration(every);
  const start = parseClock(from);
  const end = parseClock(until);
  if (end < start) throw new RangeError(`window ends before it starts: ${from}-${until}`);
  const runs = [];
  for (let t = start; t <= end; t += step) runs.push(t);
  return runs;
}

/** One line: the run times, then how many and how often. */
export function describePlan(options) {
  const runs = planRuns(options);
  const step = formatDuration(parseDuration(options.every));
  const noun = runs.length === 1 ? 'run' : 'runs';
  return `${runs.map(formatClock).join('  ')}   (${runs.length} ${noun}, every ${step})`;
}
