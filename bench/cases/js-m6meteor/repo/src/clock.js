// Times of day in a session report: "HH:MM" in UTC, read as minutes after midnight.

const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;

export function parseClock(text) {
  const match = CLOCK.exec(text.trim());
  if (!match) throw new Error(`bad time ${JSON.stringify(text)} (want HH:MM)`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatClock(minutes) {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

// Minutes from start to end, both "HH:MM".
export function spanMinutes(start, end) {
  const from = parseClock(start);
  const to = parseClock(end);
  if (to <= from) throw new Error(`period ${start}-${end} ends before it starts`);
  return to - from;
}
