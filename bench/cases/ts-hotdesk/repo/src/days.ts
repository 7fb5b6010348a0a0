export type Day = string; // YYYY-MM-DD

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDay(text: string): Day {
  const m = DAY.exec(text);
  if (!m) throw new Error(`not a day: ${text}`);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.toISOString().slice(0, 10) !== text) throw new Error(`not a day: ${text}`);
  return text;
}

export function addDays(day: Day, n: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** 0 = Monday ... 6 = Sunday */
export function weekday(day: Day): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function isWorkday(day: Day): boolean {
  return weekday(day) < 5;
}
