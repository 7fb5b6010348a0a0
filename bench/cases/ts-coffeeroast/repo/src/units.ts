export type TempUnit = "C" | "F";

export function toCelsius(value: number, unit: TempUnit): number {
  return unit === "C" ? value : ((value - 32) * 5) / 9;
}

export function fromCelsius(value: number, unit: TempUnit): number {
  return unit === "C" ? value : (value * 9) / 5 + 32;
}

/** Seconds as m:ss, the way a roaster's timer shows them. */
export function formatClock(seconds: number): string {
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

/** "9:45" or "585" (seconds) to seconds. */
export function parseClock(text: string): number {
  const trimmed = text.trim();
  const match = /^(\d+):([0-5]\d)$/.exec(trimmed);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  throw new Error(`not a time: "${text}"`);
}

export function round(value: number, places = 1): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
