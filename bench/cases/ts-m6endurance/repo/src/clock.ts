// Clock times of a ride day, "HH:MM" or "HH:MM:SS", as seconds after midnight.

const CLOCK = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/;

export function parseClock(text: string): number {
  const match = CLOCK.exec(text.trim());
  if (!match || Number(match[1]) > 23) {
    throw new Error(`bad clock time "${text}"`);
  }
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

// A duration in seconds as H:MM:SS.
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export function formatClock(seconds: number): string {
  return formatDuration(seconds % 86400).padStart(8, '0');
}
