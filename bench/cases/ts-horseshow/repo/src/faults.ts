import type { RoundScore, Sheet } from "./types.js";

/** Faults for each obstacle knocked down. */
export const KNOCKDOWN_FAULTS = 4;
/** Faults for the first refusal or run-out; the second one eliminates. */
export const REFUSAL_FAULTS = 4;
export const REFUSALS_ALLOWED = 1;

/** One fault for each second, or part of a second, over the time allowed. */
export function timeFaults(seconds: number, allowed: number): number {
  const over = seconds - allowed;
  if (over <= 0) {
    return 0;
  }
  // Clock times are to hundredths: round them first so 78.00000001 is not a fault.
  return Math.ceil(Math.round(over * 100) / 100);
}

function stopped(sheet: Sheet, status: "eliminated" | "retired", reason?: string): RoundScore {
  return {
    entry: sheet.entry,
    status,
    jumpingFaults: 0,
    timeFaults: 0,
    faults: 0,
    seconds: 0,
    reason,
  };
}

/**
 * Scores one round under Table A: four faults a knockdown, four for the first
 * refusal, one for each second commenced over the time allowed. A second
 * refusal, a fall or going over the time limit eliminates.
 */
export function scoreTableA(sheet: Sheet, allowed: number, limit: number): RoundScore {
  if (sheet.retired) {
    return stopped(sheet, "retired");
  }
  if (sheet.falls > 0) {
    return stopped(sheet, "eliminated", "fall");
  }
  if (sheet.refusals > REFUSALS_ALLOWED) {
    return stopped(sheet, "eliminated", "second refusal");
  }
  if (sheet.seconds === null) {
    return stopped(sheet, "eliminated", "did not finish");
  }
  if (sheet.seconds > limit) {
    return stopped(sheet, "eliminated", "time limit exceeded");
  }

  const jumping = sheet.knockdowns * KNOCKDOWN_FAULTS + sheet.refusals * REFUSAL_FAULTS;
  const time = timeFaults(sheet.seconds, allowed);
  return {
    entry: sheet.entry,
    status: "finished",
    jumpingFaults: jumping,
    timeFaults: time,
    faults: jumping + time,
    seconds: sheet.seconds,
  };
}

export function isClear(score: RoundScore): boolean {
  return score.status === "finished" && score.faults === 0;
}
