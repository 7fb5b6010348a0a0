import type { BoutResult, Stage } from './types';

/** Touches needed to win outright. */
export const TOUCHES: Record<Stage, number> = { pool: 5, de: 15 };

/** Fencing time, in seconds, before a bout is decided on score. */
export const FENCING_TIME: Record<Stage, number> = { pool: 180, de: 540 };

export interface DecideOptions {
  /** Fencing time ran out before either fencer reached the touch limit. */
  timeExpired?: boolean;
  /** Who held priority for the extra minute, when the scores were level. */
  priority?: 'left' | 'right';
}

export class BoutError extends Error {}

function checkScore(stage: Stage, score: number): void {
  if (!Number.isInteger(score) || score < 0) {
    throw new BoutError(`score ${score} is not a whole number of touches`);
  }
  if (score > TOUCHES[stage]) {
    throw new BoutError(`score ${score} is over the ${TOUCHES[stage]} touches of a ${stage} bout`);
  }
}

/**
 * Decides a bout from the referee's score sheet. A fencer who reaches the
 * touch limit wins; otherwise the bout must have run out of time, the higher
 * score wins, and level scores go to the fencer who held priority.
 */
export function decideBout(
  stage: Stage,
  left: string,
  right: string,
  leftScore: number,
  rightScore: number,
  opts: DecideOptions = {},
): BoutResult {
  if (left === right) throw new BoutError(`${left} cannot fence themselves`);
  checkScore(stage, leftScore);
  checkScore(stage, rightScore);
  const limit = TOUCHES[stage];
  if (leftScore === limit && rightScore === limit) {
    throw new BoutError('both fencers cannot reach the touch limit');
  }
  let winner: string;
  if (leftScore === limit || rightScore === limit) {
    winner = leftScore === limit ? left : right;
  } else if (!opts.timeExpired) {
    throw new BoutError(`bout ${left}-${right} is not finished at ${leftScore}-${rightScore}`);
  } else if (leftScore !== rightScore) {
    winner = leftScore > rightScore ? left : right;
  } else if (opts.priority) {
    winner = opts.priority === 'left' ? left : right;
  } else {
    throw new BoutError(`level at ${leftScore}-${rightScore} with no priority given`);
  }
  return { left, right, leftScore, rightScore, winner };
}

/** The score as the winner's sheet shows it, e.g. "V5-3" or "D2-5". */
export function sheetEntry(result: BoutResult, fencer: string): string {
  const mine = result.left === fencer ? result.leftScore : result.rightScore;
  const theirs = result.left === fencer ? result.rightScore : result.leftScore;
  return `${result.winner === fencer ? 'V' : 'D'}${mine}-${theirs}`;
}
