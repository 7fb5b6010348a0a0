export { Ladder, MAX_RUNGS_UP } from './ladder.js';
export { parseScore, matchWinner } from './score.js';
export { deadline, expired, busy, DAYS_TO_PLAY } from './challenges.js';
export { ladderSheet } from './sheet.js';
