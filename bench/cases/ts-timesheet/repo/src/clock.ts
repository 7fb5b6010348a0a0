export const MINUTES_PER_DAY = 24 * 60;

export class ClockError extends Error {
  constructor(readonly text: string) {
    super(`not a clock time: ${JSON.stringify(text)}`);
    this.name = "ClockError";
  }
}

/** "HH:MM" (24-hour) to minutes after midnight. */
export function parseClock(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new ClockError(text);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new ClockError(text);
  return hours * 60 + minutes;
}

/** Minutes from start to end; an end before the start is on the next day. */
export function minutesBetween(start: string, end: string): number {
  const from = parseClock(start);
  const to = parseClock(end);
  return to >= from ? to - from : MINUTES_PER_DAY - from + to;
}
