import type { Clock } from './types.js';

export const QUARTER_SECONDS = 15 * 60;
export const OVERTIME_SECONDS = 4 * 60;

/** 'Q2 10:31' or 'OT1 3:05' */
export function parseClock(text: string): Clock {
  const m = /^(Q[1-4]|OT[1-9])\s+(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  if (!m || m[1] === undefined || m[2] === undefined || m[3] === undefined) {
    throw new Error(`bad game time: ${text}`);
  }
  const quarter = m[1].startsWith('OT') ? 4 + Number(m[1].slice(2)) : Number(m[1].slice(1));
  const secondsLeft = Number(m[2]) * 60 + Number(m[3]);
  if (secondsLeft > periodLength(quarter)) throw new Error(`bad game time: ${text}`);
  return { quarter, secondsLeft };
}

export function periodLength(quarter: number): number {
  return quarter <= 4 ? QUARTER_SECONDS : OVERTIME_SECONDS;
}

/** Seconds played since the opening faceoff. */
export function elapsed(clock: Clock): number {
  let total = 0;
  for (let q = 1; q < clock.quarter; q++) total += periodLength(q);
  return total + periodLength(clock.quarter) - clock.secondsLeft;
}

export function formatClock(clock: Clock): string {
  const label = clock.quarter <= 4 ? `Q${clock.quarter}` : `OT${clock.quarter - 4}`;
  const mm = Math.floor(clock.secondsLeft / 60);
  const ss = String(clock.secondsLeft % 60).padStart(2, '0');
  return `${label} ${mm}:${ss}`;
}
