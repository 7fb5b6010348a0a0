/** Minutes since midnight for a "HH:MM" clock time. */
export function parseClock(text: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not a clock time: ${JSON.stringify(text)}`);
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) throw new Error(`not a clock time: ${JSON.stringify(text)}`);
  return hours * 60 + minutes;
}

/** Minutes from start to end on the same day; an end before the start is an error. */
export function minutesBetween(start: string, end: string): number {
  const from = parseClock(start);
  const to = parseClock(end);
  if (to < from) throw new Error(`session ends (${end}) before it starts (${start})`);
  return to - from;
}

/** "1h 05m" for 65 minutes. */
export function formatMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${h}h ${String(m).padStart(2, "0")}m`;
}
