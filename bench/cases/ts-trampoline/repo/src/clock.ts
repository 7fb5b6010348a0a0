/** Minutes since midnight of an "HH:MM" time. */
export function minutes(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) throw new Error(`not a time of day: "${hhmm}"`);
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (h > 23 || min > 59) throw new Error(`not a time of day: "${hhmm}"`);
  return h * 60 + min;
}

/** "HH:MM" of minutes since midnight. */
export function hhmm(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}
