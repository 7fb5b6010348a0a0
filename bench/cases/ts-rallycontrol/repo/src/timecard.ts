import { DEFAULT_RULES, type Rules } from "./rules";

/** One time control on the road section: the target time from the previous control and the crew's arrival. */
export interface ControlEntry {
  control: string;
  /** Target time from the previous control, in minutes. */
  targetMinutes: number;
  /** Arrival time of day in seconds, as stamped by the marshal. */
  arrival: number;
}

export interface ControlResult {
  control: string;
  due: number;
  arrival: number;
  /** Whole minutes late (positive) or early (negative); arrivals are judged by the minute. */
  minutesOff: number;
  penalty: number;
}

/**
 * Works through a crew's time card. The crew is due at each control at its (actual) arrival at the previous
 * control plus the target time, counted in whole minutes: an arrival anywhere in the due minute is on time.
 */
export function checkTimeCard(start: number, entries: ControlEntry[], rules: Rules = DEFAULT_RULES): ControlResult[] {
  const results: ControlResult[] = [];
  let from = minuteOf(start);
  for (const entry of entries) {
    const due = from + entry.targetMinutes;
    const arrived = minuteOf(entry.arrival);
    const minutesOff = arrived - due;
    results.push({
      control: entry.control,
      due: due * 60,
      arrival: entry.arrival,
      minutesOff,
      penalty: penaltyFor(minutesOff, rules),
    });
    from = arrived;
  }
  return results;
}

export function penaltyFor(minutesOff: number, rules: Rules = DEFAULT_RULES): number {
  if (minutesOff > 0) return minutesOff * rules.latePerMinute;
  if (minutesOff < 0) return -minutesOff * rules.earlyPerMinute;
  return 0;
}

/** Total minutes late over the card, the measure of out of time limit. */
export function totalLateMinutes(results: ControlResult[]): number {
  return results.reduce((sum, r) => sum + Math.max(r.minutesOff, 0), 0);
}

export function isOutOfTime(results: ControlResult[], rules: Rules = DEFAULT_RULES): boolean {
  return totalLateMinutes(results) > rules.maxLateMinutes;
}

function minuteOf(seconds: number): number {
  return Math.floor(seconds / 60);
}
