// Times of day on a rally's time cards, as seconds since midnight.

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Parses "hh:mm" or "hh:mm:ss" into seconds since midnight. */
export function parseTime(text: string): number {
  const m = TIME.exec(text.trim());
  if (!m) throw new Error(`not a time of day: ${JSON.stringify(text)}`);
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) throw new Error(`not a time of day: ${JSON.stringify(text)}`);
  return h * 3600 + min * 60 + s;
}

/** Formats seconds since midnight as "hh:mm:ss". */
export function formatTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
}

/** Formats a duration in seconds as "m:ss" (or "h:mm:ss" from an hour up). */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
