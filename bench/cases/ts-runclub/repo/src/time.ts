/** Parse a run's time, "mm:ss" or "h:mm:ss", to whole seconds. */
export function parseDuration(text: string): number {
  const parts = text.trim().split(":").map((part) => {
    if (!/^\d+$/.test(part)) throw new Error(`bad duration: ${text}`);
    return Number(part);
  });
  if (parts.length < 2 || parts.length > 3) throw new Error(`bad duration: ${text}`);
  const [seconds, minutes, hours = 0] = parts.reverse();
  if (seconds >= 60 || (parts.length === 3 && minutes >= 60)) throw new Error(`bad duration: ${text}`);
  return hours * 3600 + minutes * 60 + seconds;
}

/** A pace in seconds per km as "m:ss/km". */
export function formatPace(secondsPerKm: number): string {
  const whole = Math.round(secondsPerKm);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}/km`;
}

/** A duration in seconds as "h:mm:ss", or "mm:ss" under an hour. */
export function formatDuration(total: number): string {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(hours ? 2 : 1, "0")}:${String(seconds).padStart(2, "0")}`;
  return hours ? `${hours}:${mmss}` : mmss;
}
