/**
 * Regulation grades a watch can be signed off at, and the checks behind them.
 */
import { Summary, flatHangingDifference } from './timegrapher';

export interface Grade {
  name: string;
  minRate: number;
  maxRate: number;
  maxDelta: number;
  /** Lowest amplitude allowed in any position, in degrees. */
  minAmplitude: number;
  maxBeatError: number;
  minPositions: number;
}

/** Strictest first. */
export const GRADES: Grade[] = [
  { name: 'chronometer', minRate: -4, maxRate: 6, maxDelta: 5, minAmplitude: 250, maxBeatError: 0.5, minPositions: 5 },
  { name: 'adjusted', minRate: -5, maxRate: 10, maxDelta: 10, minAmplitude: 230, maxBeatError: 0.8, minPositions: 4 },
  { name: 'standard', minRate: -12, maxRate: 20, maxDelta: 30, minAmplitude: 200, maxBeatError: 1.5, minPositions: 2 },
];

export interface Failure {
  check: 'positions' | 'rate' | 'delta' | 'amplitude' | 'beat error';
  value: number;
  limit: number;
}

export function gradeNamed(name: string): Grade {
  const grade = GRADES.find((g) => g.name === name);
  if (!grade) {
    throw new Error(`unknown grade: ${name}`);
  }
  return grade;
}

export function assess(summary: Summary, grade: Grade): Failure[] {
  const failures: Failure[] = [];
  if (summary.positions < grade.minPositions) {
    failures.push({ check: 'positions', value: summary.positions, limit: grade.minPositions });
  }
  if (summary.averageRate < grade.minRate) {
    failures.push({ check: 'rate', value: summary.averageRate, limit: grade.minRate });
  }
  if (summary.averageRate > grade.maxRate) {
    failures.push({ check: 'rate', value: summary.averageRate, limit: grade.maxRate });
  }
  if (summary.delta > grade.maxDelta) {
    failures.push({ check: 'delta', value: summary.delta, limit: grade.maxDelta });
  }
  if (summary.lowestAmplitude < grade.minAmplitude) {
    failures.push({ check: 'amplitude', value: summary.lowestAmplitude, limit: grade.minAmplitude });
  }
  if (summary.worstBeatError > grade.maxBeatError) {
    failures.push({ check: 'beat error', value: summary.worstBeatError, limit: grade.maxBeatError });
  }
  return failures;
}

export function passes(summary: Summary, grade: Grade): boolean {
  return assess(summary, grade).length === 0;
}

/** The strictest grade the watch meets, or undefined when it meets none. */
export function bestGrade(summary: Summary): Grade | undefined {
  return GRADES.find((grade) => passes(summary, grade));
}

export function describeFailure(failure: Failure): string {
  const below = failure.check === 'positions' || failure.check === 'amplitude' || failure.value < failure.limit;
  const unit = failure.check === 'amplitude' ? '°' : failure.check === 'beat error' ? ' ms' : failure.check === 'positions' ? '' : ' s/d';
  const value = failure.check === 'rate' && failure.value > 0 ? `+${failure.value}` : `${failure.value}`;
  return `${failure.check} ${value}${unit} ${below ? 'below' : 'above'} ${failure.limit}${unit}`;
}

/** Bench notes for the watchmaker, in the order the work is usually done. */
export function regulationAdvice(summary: Summary): string[] {
  const advice: string[] = [];
  if (summary.lowestAmplitude < 200) {
    advice.push('amplitude too low to regulate: clean and oil the movement first');
    return advice;
  }
  if (summary.worstBeatError > 0.6) {
    advice.push(`put in beat (beat error ${summary.worstBeatError} ms)`);
  }
  const difference = flatHangingDifference(summary);
  if (Math.abs(difference) > 10) {
    advice.push(`flat and hanging rates differ by ${difference} s/d: check poise and pivots`);
  }
  if (summary.averageRate > 2) {
    advice.push(`slow by ${summary.averageRate} s/d`);
  } else if (summary.averageRate < -1) {
    advice.push(`fast by ${-summary.averageRate} s/d`);
  }
  return advice;
}
