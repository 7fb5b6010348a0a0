/** A channel intensity, a whole percentage from 0 (out) to 100 (full). */
export type Level = number;

export const FULL: Level = 100;
export const OUT: Level = 0;

/** Parses a level as typed at the desk: "FL" or "full" for 100, "out" for 0, or 0-100. */
export function parseLevel(text: string): Level {
  const t = text.trim().toLowerCase();
  if (t === "fl" || t === "full") return FULL;
  if (t === "out") return OUT;
  if (!/^\d{1,3}$/.test(t)) throw new Error(`not a level: "${text}"`);
  const level = Number(t);
  if (level > FULL) throw new Error(`level over full: ${level}`);
  return level;
}

/** Formats a level the way the desk shows it: "FL", or two digits ("05", "70"). */
export function formatLevel(level: Level): string {
  if (level >= FULL) return "FL";
  return String(Math.round(level)).padStart(2, "0");
}

/** Clamps a computed level into 0..100. */
export function clampLevel(level: number): Level {
  return Math.min(FULL, Math.max(OUT, level));
}
