// The penalty rules of a rally's time controls.

export interface Rules {
  /** Seconds of penalty for each minute (or part) a crew is late at a time control. */
  latePerMinute: number;
  /** Seconds of penalty for each minute (or part) a crew is early. */
  earlyPerMinute: number;
  /** A crew this many minutes late in total is out of time limit (OTL). */
  maxLateMinutes: number;
}

export const DEFAULT_RULES: Rules = {
  latePerMinute: 10,
  earlyPerMinute: 60,
  maxLateMinutes: 30,
};
