/** Minutes since midnight as "HH:MM". */
export function fmt(min: number): string {
  if (!Number.isInteger(min) || min < 0 || min > 24 * 60) {
    throw new RangeError(`not a minute of the day: ${min}`);
  }
  const h = Math.floor(min / 60);
  const m = min % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** "HH:MM" as minutes since midnight. */
export function parseClock(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) {
    throw new SyntaxError(`not a clock time: ${text}`);
  }
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 24 || m > 59 || (h === 24 && m > 0)) {
    throw new RangeError(`not a clock time: ${text}`);
  }
  return h * 60 + m;
}

/** A span of minutes as "1h 30m", "45m" or "2h". */
export function span(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}
